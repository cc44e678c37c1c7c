import { required } from "../lib/required"
import { useLayoutContent } from "./use-layout-content"

/** The closing call-to-action's copy (content/cta.json). */
export function useCta() {
  return required(useLayoutContent().ctaJson, "content/cta.json")
}
