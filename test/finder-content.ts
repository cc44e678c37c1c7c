import { categories, equipmentLines as lines, hazards, industries } from "./content-lists"
import equipment from "../content/equipment.json"
import { finderEntry } from "../gatsby/finder-index"
import type { IndexedLine } from "../gatsby/finder-index"
import { linePath } from "../src/lib/page-paths"
import type { FinderEntry } from "../src/lib/finder/search"

/** A line as the index query reads it, resolved from the content files as gatsby/schema.ts resolves it. */
function indexedLine(line: (typeof lines)[number]): IndexedLine {
  const page = linePath(line.category, line.slug)
  return {
    ...line,
    categoryEntry: categories.find((category) => category.slug === line.category) ?? null,
    hazardList: line.hazards.map((slug) => hazards.find((hazard) => hazard.slug === slug)!),
    industries: industries.filter((industry) =>
      industry.solutions.some((solution) => solution.path?.split("#")[0] === page),
    ),
  }
}

/** The finder's index of the real content, as the build writes it. */
export const finderEntries: FinderEntry[] = lines.map((line) =>
  finderEntry(indexedLine(line), new Map(equipment.modes.map((mode) => [mode.value, mode.label]))),
)
