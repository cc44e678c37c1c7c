import * as React from "react"

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/**
 * WCAG 2.2 SC 2.4.11 (focus not obscured): true while the element focused elsewhere on the page lies under
 * `ref`'s fixed element, so that element can step aside until focus moves on.
 */
export function useObscuresFocus(ref: React.RefObject<HTMLElement>, ignoreWithin: string): boolean {
  const [obscures, setObscures] = React.useState(false)
  React.useEffect(() => {
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const element = ref.current
        const focused = document.activeElement
        if (!element || !(focused instanceof HTMLElement) || focused === document.body) {
          setObscures(false)
          return
        }
        if (element.contains(focused) || focused.closest(ignoreWithin)) {
          setObscures(false)
          return
        }
        setObscures(overlaps(focused.getBoundingClientRect(), element.getBoundingClientRect()))
      })
    }
    document.addEventListener("focusin", check)
    document.addEventListener("focusout", check)
    window.addEventListener("scroll", check, { passive: true })
    window.addEventListener("resize", check)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener("focusin", check)
      document.removeEventListener("focusout", check)
      window.removeEventListener("scroll", check)
      window.removeEventListener("resize", check)
    }
  }, [ref, ignoreWithin])
  return obscures
}
