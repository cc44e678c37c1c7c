/**
 * The actions of every equipment line's page as the build wrote it (issue #43, point 3): the same title band on
 * every line, one primary action, the modes in order, and every action content gives the line on the page.
 */
import { equipmentLines as lines } from "../content-lists"
import fs from "fs"
import equipment from "../../content/equipment.json"
import quoteList from "../../content/quote-list.json"
import { linePath } from "../../src/lib/page-paths"
import { joinSpanish } from "../../src/lib/join-spanish"
import { lowerFirst } from "../../src/lib/text-template"
import { theme } from "../../src/styles/theme"
import { fileForPath, parsePage } from "./built-site"
import { checkLineActions } from "./line-actions"

const modesOf = (line: (typeof lines)[number]) => equipment.modes.filter((mode) => line.modes.includes(mode.value))

describe("each equipment line's page", () => {
  it.each(lines.map((line) => [linePath(line.category, line.slug), line] as const))(
    "%s: the quote first and alone primary, then the quote list, WhatsApp and the modes; every action there",
    (route, line) => {
      const file = fileForPath(route)
      if (!file) throw new Error(`${route}: not built`)
      const quote = line.actions.find((action) => action.kind === "request" && action.request === "cotizacion")
      const modes = modesOf(line)
      const expected = {
        band: [
          quote?.label ?? "",
          quoteList.addLabel,
          equipment.linePage.whatsappLabel,
          `${equipment.modesLabel} ${joinSpanish(modes.map((mode) => lowerFirst(mode.label)))}`,
        ],
        modes: modes.map((mode) => mode.label),
        reachable: [
          ...line.actions.map((action) => action.label),
          ...modes.flatMap((mode) => [mode.actionLabel, ...(mode.link ? [mode.link.label] : [])]),
        ],
        primaryFill: theme.colors.accent,
      }
      expect(checkLineActions(parsePage(route, fs.readFileSync(file, "utf8"), file), expected)).toEqual([])
    },
  )
})
