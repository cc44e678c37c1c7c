import type { BuiltPage } from "./built-site"

/**
 * Spanish writes titles and links in sentence case ("Detección de gases"), not English Title Case
 * ("Detección de Gases"). Words that keep their capital after the first: proper names, acronyms, chemical
 * formulas, and the texts the SPEC quotes exactly (the industries "Oil & Gas" and "Alimentos & Bebidas", the
 * service's names below).
 */
const CAPITALISED_WORDS = new Set([
  "Argentina",
  "Buenos",
  "Aires",
  "CABA",
  "GBA",
  "AAIP",
  "CUIT",
  "WhatsApp",
  "LinkedIn",
  "Instagram",
  "Facebook",
  "Vigía",
  "Seguridad",
  "Industrial",
  "S.R.L.",
  "Ley",
  "LIE",
  "ERA",
  "PDF",
  "Oil",
  "Gas",
  "Bebidas",
  "Google",
  "Maps",
  "OpenStreetMap",
  // The AAIP's own name: Agencia de Acceso a la Información Pública.
  "Acceso",
  "Información",
  "Pública",
])

/** The names of the company's service as the SPEC writes them (§1, §2): names, kept so wherever they name it. */
const SERVICE_NAMES = ["Servicio Técnico", "Calibración y Mantenimiento"]

/** The visible texts a visitor reads as titles and links: headings, links, buttons, table captions. */
const TITLE_SELECTOR = "h1, h2, h3, h4, a, button, caption, legend, summary"

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean)
}

/** A word written with a capital that sentence case would not give it, or null. */
function titleCasedWord(text: string): string | null {
  for (const name of SERVICE_NAMES) text = text.replaceAll(name, name.toLowerCase())
  // Each sentence of the text starts afresh; quotes and opening punctuation are not words.
  for (const sentence of text.split(/(?<=[.:?!¿¡])\s+|\s+[-–—·|]\s+/)) {
    const [, ...rest] = words(sentence.replace(/^[¿¡«"“(]+/, ""))
    for (const raw of rest) {
      const word = raw.replace(/^[«"“(¿¡]+|[»"”),.;:!?]+$/g, "")
      if (!/^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]/.test(word)) continue // lower case, acronym, number or formula
      if (CAPITALISED_WORDS.has(word)) continue
      return word
    }
  }
  return null
}

/**
 * The texts of an element, one per run of text between child elements: a card link holding a title and a
 * paragraph, or "Descargar" followed by a document's own title, are read as separate texts.
 */
function textRuns(element: Element): string[] {
  const runs: string[] = []
  let current = ""
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) current += child.textContent ?? ""
      else if (child.nodeType === child.ELEMENT_NODE && (child as Element).tagName !== "SUB") {
        runs.push(current)
        current = ""
        walk(child)
        runs.push(current)
        current = ""
      } else walk(child)
    }
  }
  walk(element)
  runs.push(current)
  return runs.map((run) => run.replace(/\s+/g, " ").trim()).filter(Boolean)
}

/** Every title or link of a page written in Title Case, as "route: «text» (Word)". */
export function checkSentenceCase(page: BuiltPage): string[] {
  const problems: string[] = []
  for (const element of page.document.querySelectorAll(TITLE_SELECTOR)) {
    for (const text of textRuns(element)) {
      const word = titleCasedWord(text)
      if (word) problems.push(`${page.route}: «${text}» (${word})`)
    }
  }
  return [...new Set(problems)]
}

/**
 * Every item of a list in the page's main content that begins in lower case, as "route: «text»": each item reads
 * as a sentence of its own ("Según EN 14387 (…)", never "según EN 14387 (…)").
 */
export function checkListItemCapitals(page: BuiltPage): string[] {
  const problems: string[] = []
  for (const item of page.document.querySelectorAll("main li")) {
    const text = (item.textContent ?? "").replace(/\s+/g, " ").trim()
    if (/^\p{Ll}/u.test(text)) problems.push(`${page.route}: «${text.slice(0, 60)}»`)
  }
  return problems
}
