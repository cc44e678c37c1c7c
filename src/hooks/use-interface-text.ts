import { required } from "../lib/required"
import { useLayoutContent } from "./use-layout-content"

/** The interface's own words: landmarks, toggles, hints for assistive technology (content/interface.json). */
export function useInterfaceText() {
  return required(useLayoutContent().interfaceJson, "content/interface.json")
}
