import type { BuiltPage } from "./built-site"

/** What a line's page must offer, and where (issue #43, point 3). */
export interface LineActionsExpectation {
  /** The title band's controls in order, by their visible words: the same group on every line. */
  band: readonly string[]
  /** The headings of the "Modalidades" cards, in order. */
  modes: readonly string[]
  /** Words of buttons and links the page's <main> must have: every action content gives the line. */
  reachable: readonly string[]
  /** The fill of a primary button (the theme's accent): exactly one control of the band has it, the first. */
  primaryFill: string
}

/** A control's own words: its text, without the words for screen readers only nested in it (the new-tab hint). */
function ownWords(element: Element): string {
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .trim()
}

/** The declarations of the rule `.class{…}` in the page's pre-rendered styles (Emotion writes one per class). */
function ruleOf(css: string, className: string): string {
  const escaped = className.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return new RegExp(`\\.${escaped}\\{([^}]*)\\}`).exec(css)?.[1] ?? ""
}

/**
 * Checks a line's page as the server sends it: the title band's group (`[data-line-actions]`) holds the expected
 * controls in order with one primary button, the first (its class's rule paints the accent fill); the modes
 * follow in order; and no action of the line is missing from the page.
 */
export function checkLineActions(page: BuiltPage, expected: LineActionsExpectation): string[] {
  const { document, route } = page
  const problems: string[] = []
  const group = document.querySelector("main [data-line-actions]")
  if (!group) return [`${route}: no action group in the title band`]
  const controls = Array.from(group.querySelectorAll("button, a"))
  const band = controls.map(ownWords)
  if (band.join(" | ") !== expected.band.join(" | ")) {
    problems.push(`${route}: the title band offers ${band.join(" | ")}, expected ${expected.band.join(" | ")}`)
  }
  const css = Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "").join("\n")
  const fill = `background:${expected.primaryFill.toLowerCase()}`
  const primaries = controls
    .filter((control) => Array.from(control.classList).some((name) => ruleOf(css, name).toLowerCase().includes(fill)))
    .map(ownWords)
  if (primaries.length !== 1 || primaries[0] !== band[0]) {
    problems.push(`${route}: primary buttons in the title band: ${primaries.join(", ") || "none"} (one, the first)`)
  }
  const modes = Array.from(
    document.querySelectorAll('main section[aria-labelledby="linea-modalidades"] li h3'),
    (heading) => heading.textContent?.trim() ?? "",
  )
  if (modes.join(" | ") !== expected.modes.join(" | ")) {
    problems.push(`${route}: modes ${modes.join(" | ")}, expected ${expected.modes.join(" | ")}`)
  }
  const offered = new Set(Array.from(document.querySelectorAll("main button, main a"), ownWords))
  for (const label of expected.reachable) {
    if (!offered.has(label)) problems.push(`${route}: no button or link "${label}"`)
  }
  return problems
}
