import path from "path"
import contactForm from "../../content/contact-form.json"
import privacyPolicy from "../../content/legal/politica-de-privacidad.json"
import leads from "../../content/leads.json"
import site from "../../content/site.json"
import { readCollection } from "../../gatsby/content-collections"
import { withFacts } from "../lib/facts"
import type { ErrorTexts } from "../lib/leads/messages"

/**
 * The content the server speaks with: bundled into the function at build time, like the pages', with the
 * company's facts filled in (src/lib/facts.ts).
 */
export const leadsContent = withFacts(leads, site)
export const siteContent = site
export const errorTexts: ErrorTexts = withFacts({ contact: contactForm.errors, leads: leads.errors }, site)
/**
 * The catalogue's equipment lines by slug: a quote list's lines are named as the site names them. Read from
 * content/equipment-lines/ (one file per line) in the directory the server runs in, the repository's checkout.
 */
export const catalogueNames: ReadonlyMap<string, string> = new Map(
  readCollection<{ order: number; slug: string; name: string }>(
    "equipment-lines",
    path.join(process.cwd(), "content"),
  ).map((line) => [line.slug, line.name]),
)

/** The privacy policy's version a consent is given to: the date of its last revision in content/legal/. */
export function privacyPolicyVersion(): string {
  return privacyPolicy.updated
}
