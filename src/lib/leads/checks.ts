/** What a form needs once the visitor starts to fill it: the rules and their Spanish texts (one chunk). */
export { validateLead } from "./validate"
export { leadErrorText } from "./messages"
