import * as React from "react"
import chat from "../../../content/chat.json"
import leads from "../../../content/leads.json"
import provinces from "../../../content/provinces.json"
import site from "../../../content/site.json"
import { useContentOptions } from "../../hooks/use-content-options"
import { chatOptionSources } from "../../lib/chat/sources"
import { withFacts } from "../../lib/facts"
import type { ChatScript } from "../../lib/chat/script"
import { required } from "../../lib/required"

/**
 * The chat's script and copy (content/chat.json), the leads' labels and hand-off texts (content/leads.json) and
 * the provinces: imported from the content files, so the build bundles them into the panel's own chunk, fetched
 * when the visitor first reaches for the chat (as the request dialogs do with theirs). A static query would come
 * with every page's first load: Gatsby loads every static query a page's modules can reach, lazy chunks included.
 *
 * The generated options come from content other pages own (categories, rental offers, services, equipment
 * lines): of those, useContentOptions asks only for the names and slugs the options show. The company's facts
 * (`{respuesta}`, `{horario}`) are filled in from content/site.json, as GraphQL fills them for the pages.
 */
const chatTexts = withFacts(chat, site)
const CHAT_TEXTS = {
  copy: chatTexts,
  script: chatTexts as ChatScript,
  provinces: provinces.map((province) => province.name),
  /** Labels and hand-off texts of content/leads.json, for a lead that could not be sent. */
  leadTexts: withFacts(leads, site),
}

export function useChatContent() {
  const data = useContentOptions()
  // The query's result is the same object for the page's life: the options are built once, not per message.
  return React.useMemo(
    () => ({
      ...CHAT_TEXTS,
      sources: chatOptionSources(
        data.allCategoriesJson.nodes,
        required(data.rentalJson, "content/rental.json").offers,
        required(data.servicesJson, "content/services.json").services,
        data.allEquipmentLinesJson.nodes,
      ),
    }),
    [data],
  )
}
