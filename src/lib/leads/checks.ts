/**
 * What a form needs once the visitor starts to fill it or chooses a file: the rules and their Spanish texts
 * (one chunk, out of the page's first load).
 */
export { validateLead } from "./validate"
export { leadErrorText } from "./messages"
export { validateAttachment } from "./form-rules"
export { formatFileSize } from "../file-size"
