import contactForm from "../../content/contact-form.json"
import equipmentLines from "../../content/equipment-lines.json"
import legal from "../../content/legal.json"
import leads from "../../content/leads.json"
import site from "../../content/site.json"
import type { ErrorTexts } from "../lib/leads/messages"

/** The content the server speaks with: bundled into the function at build time, like the pages'. */
export const leadsContent = leads
export const siteContent = site
export const errorTexts: ErrorTexts = { contact: contactForm.errors, leads: leads.errors }
/** The catalogue's equipment lines by slug: a quote list's lines are named as the site names them. */
export const catalogueNames: ReadonlyMap<string, string> = new Map(equipmentLines.map((line) => [line.slug, line.name]))

const PRIVACY_SLUG = "politica-de-privacidad"

/** The privacy policy's version a consent is given to: the date of its last revision in content/legal.json. */
export function privacyPolicyVersion(): string {
  const policy = legal.find((document) => document.slug === PRIVACY_SLUG)
  if (!policy) throw new Error(`content/legal.json has no document "${PRIVACY_SLUG}"`)
  return policy.updated
}
