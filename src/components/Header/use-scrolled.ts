import * as React from "react"

/**
 * True once the page is scrolled more than `threshold` pixels, false again at or below it. It watches a
 * sentinel element `threshold` pixels tall at the very top of the page (`sentinelRef`): once the sentinel
 * has left the viewport, the page is scrolled past the threshold. No scroll listener and no layout reads,
 * so it adds no work to scrolling or to hydration.
 */
export function useScrolled(sentinelRef: React.RefObject<HTMLElement>): boolean {
  const [scrolled, setScrolled] = React.useState(false)
  React.useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel) return
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting))
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [sentinelRef])
  return scrolled
}
