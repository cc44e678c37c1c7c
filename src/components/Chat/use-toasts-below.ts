import * as React from "react"
import { TOASTS_TOP_PROPERTY } from "../../hooks/use-toast"

/** Between the element's bottom edge and the first toast. */
const GAP_PX = 8

/**
 * While the element is on screen (the chat panel's title bar), toasts start just below it, over the oldest
 * lines of the conversation, never over the panel's title and close button (a lead's toast comes while the
 * panel is open). The place is measured, so it holds at every width, however the panel is laid out.
 */
export function useToastsBelow(ref: React.RefObject<HTMLElement | null>) {
  React.useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const place = () =>
      root.style.setProperty(TOASTS_TOP_PROPERTY, `${Math.ceil(element.getBoundingClientRect().bottom) + GAP_PX}px`)
    place()
    window.addEventListener("resize", place)
    return () => {
      window.removeEventListener("resize", place)
      root.style.removeProperty(TOASTS_TOP_PROPERTY)
    }
  }, [ref])
}
