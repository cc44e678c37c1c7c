import { required } from "../lib/required"
import { useLayoutContent } from "./use-layout-content"

/** Footer columns and labels (content/footer.json). */
export function useFooter() {
  return required(useLayoutContent().footerJson, "content/footer.json")
}
