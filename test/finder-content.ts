import { categories, equipmentLines as lines, hazards, industries } from "./content-lists"
import equipment from "../content/equipment.json"
import { finderEntry } from "../gatsby/finder-index"
import type { IndexedLine } from "../gatsby/finder-index"
import type { FinderEntry } from "../src/lib/finder/search"

/** A line as the index query reads it, its links resolved from the content files as the schema's `@link`s do. */
function indexedLine(line: (typeof lines)[number]): IndexedLine {
  return {
    ...line,
    categoryEntry: categories.find((category) => category.slug === line.category) ?? null,
    hazardList: line.hazards.map((slug) => hazards.find((hazard) => hazard.slug === slug)!),
    industryList: line.industries.map((slug) => industries.find((industry) => industry.slug === slug)!),
  }
}

/** The finder's index of the real content, as the build writes it. */
export const finderEntries: FinderEntry[] = lines.map((line) =>
  finderEntry(indexedLine(line), new Map(equipment.modes.map((mode) => [mode.value, mode.label]))),
)
