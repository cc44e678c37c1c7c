import { required } from "../lib/required"
import { useLayoutContent } from "./use-layout-content"

/** Toast messages that are content (content/notices.json). */
export function useNotices() {
  return required(useLayoutContent().noticesJson, "content/notices.json")
}
