import { useLayoutContent } from "./use-layout-content"

/** Footer columns and labels (content/footer.json). */
export function useFooter() {
  const { footerJson } = useLayoutContent()
  if (!footerJson) throw new Error("content/footer.json is required")
  return footerJson
}
