import fs from "fs"
import path from "path"
import { parseIllustrationRef } from "../src/lib/illustrations"

/** The request dialogs of the shared contract (LeadKind minus contacto and chat). */
const REQUEST_KINDS = ["cotizacion", "alquiler", "relevamiento", "demo", "catalogo", "servicio-tecnico"] as const
export const MODES = ["venta", "alquiler", "servicio-tecnico"] as const
export const MIN_LINES_PER_CATEGORY = 4

const ILLUSTRATIONS_DIR = path.join(__dirname, "..", "static", "illustrations")

/** The `<symbol id>`s of a sprite in static/illustrations, in file order, or null when it does not exist. */
export function spriteSymbolIds(sprite: string, dir: string = ILLUSTRATIONS_DIR): string[] | null {
  const file = path.join(dir, `${sprite}.svg`)
  if (!fs.existsSync(file)) return null
  return Array.from(fs.readFileSync(file, "utf8").matchAll(/<symbol id="([^"]+)"/g), (match) => match[1])
}

export function spriteSymbols(sprite: string): Set<string> | null {
  const ids = spriteSymbolIds(sprite)
  return ids ? new Set(ids) : null
}

interface LineEntry {
  slug: string
  category: string
  illustration?: string
  specs?: ReadonlyArray<{ label: string; value: string }>
  modes: readonly string[]
  actions: ReadonlyArray<{ kind: string; request?: string }>
}

/**
 * What the build's schema cannot say about content/equipment-lines.json: every line has specifications and a
 * drawing that exists in its category's sprite, belongs to a known category, is offered in known modes and
 * asks for known dialogs (a rental request only where it is rented); every category has enough lines.
 */
export function checkEquipmentLines(
  lines: readonly LineEntry[],
  categorySlugs: readonly string[],
  symbolsOf: (sprite: string) => Set<string> | null = spriteSymbols,
): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const line of lines) {
    const name = `line "${line.slug}"`
    if (seen.has(line.slug)) problems.push(`${name} is listed twice`)
    seen.add(line.slug)
    if (!categorySlugs.includes(line.category)) problems.push(`${name}: unknown category "${line.category}"`)
    if (!line.specs?.length) problems.push(`${name} has no specifications`)
    for (const spec of line.specs ?? []) {
      if (!spec.label.trim() || !spec.value.trim()) problems.push(`${name} has a blank specification`)
    }
    if (!line.illustration?.trim()) problems.push(`${name} has no illustration`)
    else if (!symbolsOf(line.category)?.has(line.illustration)) {
      problems.push(`${name}: no symbol "${line.illustration}" in static/illustrations/${line.category}.svg`)
    }
    for (const mode of line.modes) {
      if (!(MODES as readonly string[]).includes(mode)) problems.push(`${name}: unknown mode "${mode}"`)
    }
    if (!line.actions.length) problems.push(`${name} has no action`)
    for (const action of line.actions) {
      if (action.kind !== "request") continue
      if (!(REQUEST_KINDS as readonly string[]).includes(action.request ?? "")) {
        problems.push(`${name}: unknown request "${action.request}"`)
      }
      if (action.request === "alquiler" && !line.modes.includes("alquiler")) {
        problems.push(`${name} asks for a rental but is not offered for rent`)
      }
      if (action.request === "servicio-tecnico" && !line.modes.includes("servicio-tecnico")) {
        problems.push(`${name} asks for technical service but is not serviced`)
      }
    }
  }
  for (const slug of categorySlugs) {
    const count = lines.filter((line) => line.category === slug).length
    if (count < MIN_LINES_PER_CATEGORY) {
      problems.push(`category "${slug}" has ${count} lines (at least ${MIN_LINES_PER_CATEGORY})`)
    }
  }
  return problems
}

/** A title band's "<sprite>#<symbol>" that is malformed or names a drawing the sprites lack. */
export function checkIllustrationRef(
  reference: string,
  symbolsOf: (sprite: string) => Set<string> | null = spriteSymbols,
): string | null {
  const drawing = parseIllustrationRef(reference)
  if (!drawing) return `"${reference}" is not <sprite>#<symbol>`
  if (!symbolsOf(drawing.sprite)?.has(drawing.symbol)) return `no drawing "${reference}" in static/illustrations`
  return null
}
