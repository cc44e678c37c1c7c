import contactForm from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import provinces from "../../../content/provinces.json"
import requestDialogs from "../../../content/request-dialogs.json"
import site from "../../../content/site.json"
import { withFacts } from "../../lib/facts"

/**
 * Every text a request dialog shows: its own content (content/request-dialogs.json), the contact fields'
 * labels and errors (content/contact-form.json), the other fields' errors and the hand-off's labels
 * (content/leads.json), the company's WhatsApp and e-mail, and the 24 provinces.
 *
 * Imported from the content files, not queried: the build bundles them into the dialog's own chunk, fetched
 * on the first click. A static query would not wait that long: Gatsby loads every static query a page's
 * modules can reach, lazy chunks included, with the page's first load. The content schema checks these files
 * at build time like every other, and GraphiQL shows them. The company's facts (`{respuesta}`…) are filled in
 * from content/site.json, as GraphQL fills them for the pages.
 */
const REQUEST_DIALOG_CONTENT = {
  copy: withFacts(requestDialogs, site),
  contact: withFacts(contactForm, site),
  leads: withFacts(leads, site),
  site: { email: site.email, whatsappNumber: site.whatsappNumber },
  provinces: provinces.map((province) => province.name),
}

export function useRequestDialogContent() {
  return REQUEST_DIALOG_CONTENT
}

export type RequestDialogContent = ReturnType<typeof useRequestDialogContent>
