import { useLayoutContent } from "../../hooks/use-layout-content"
import { required } from "../../lib/required"
import { fillTemplate } from "../../lib/text-template"

/** The quote list's words for the badge and the buttons (content/quote-list.json, in the layout's query). */
export function useQuoteListTexts() {
  const texts = required(useLayoutContent().quoteListJson, "content/quote-list.json")
  /** "1 equipo", "3 equipos", "vacía". */
  const countText = (count: number) =>
    count === 0 ? texts.countNone : count === 1 ? texts.countOne : fillTemplate(texts.countMany, { count })
  return { ...texts, countText }
}
