import { useLayoutContent } from "./use-layout-content"

/** The closing call-to-action's copy (content/cta.json). */
export function useCta() {
  const { ctaJson } = useLayoutContent()
  if (!ctaJson) throw new Error("content/cta.json is required")
  return ctaJson
}
