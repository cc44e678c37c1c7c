/**
 * The entry of a lazily loaded chunk (load-rules.ts imports it with `import()`): what a form needs once the
 * visitor starts to fill it or chooses a file, the rules and their Spanish texts, out of the page's first load.
 */
export { validateLead } from "./validate"
export { leadErrorText } from "./messages"
export { validateAttachment } from "./form-rules"
export { formatFileSize } from "../file-size"
