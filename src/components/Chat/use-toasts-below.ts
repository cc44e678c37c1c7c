import * as React from "react"
import { TOASTS_TOP_PROPERTY } from "../../hooks/use-toast"

/** Set on the root while the panel is open: global.css keeps the toasts within the panel's width. */
const TOASTS_IN_CHAT_ATTRIBUTE = "data-toasts-in-chat"

/** Between the element's bottom edge and the first toast, and between the toasts and the panel's sides. */
const GAP_PX = 8

/**
 * While the chat panel is open, toasts start just below its title bar (`titleBar`), over the oldest lines of the
 * conversation, never over the panel's title and close button (a lead's toast comes while the panel is open), and
 * stay within the panel's width (`panel`), never outside it. The place is measured, so it holds at every width,
 * however the panel is laid out.
 */
export function useToastsBelow(
  titleBar: React.RefObject<HTMLElement | null>,
  panel: React.RefObject<HTMLElement | null>,
) {
  React.useLayoutEffect(() => {
    const bar = titleBar.current
    const box = panel.current
    if (!bar || !box) return
    const root = document.documentElement
    const place = () => {
      const bounds = box.getBoundingClientRect()
      root.style.setProperty(TOASTS_TOP_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().bottom) + GAP_PX}px`)
      root.style.setProperty("--toasts-right", `${Math.ceil(window.innerWidth - bounds.right) + GAP_PX}px`)
      root.style.setProperty("--toasts-width", `${Math.floor(bounds.width) - 2 * GAP_PX}px`)
    }
    place()
    root.setAttribute(TOASTS_IN_CHAT_ATTRIBUTE, "")
    window.addEventListener("resize", place)
    return () => {
      window.removeEventListener("resize", place)
      root.removeAttribute(TOASTS_IN_CHAT_ATTRIBUTE)
      for (const property of [TOASTS_TOP_PROPERTY, "--toasts-right", "--toasts-width"]) {
        root.style.removeProperty(property)
      }
    }
  }, [titleBar, panel])
}
