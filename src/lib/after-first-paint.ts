/**
 * Resolves once the browser has painted the pre-rendered page, so that the app's first work (fetching the
 * page's data and code, then hydrating) starts after the visitor sees the page instead of before. On a fast
 * connection the app's scripts can arrive before the first frame, and their tasks then delay the first paint.
 *
 * - A page already painted (the usual case on a phone network) resolves at once.
 * - Otherwise it resolves right after the next frame (`requestAnimationFrame`, then a task).
 * - A tab that paints nothing (opened in the background: no frames) resolves after `maxWaitMs`.
 */
export function afterFirstPaint(maxWaitMs = 100): Promise<void> {
  if (performance.getEntriesByType("paint").length > 0) return Promise.resolve()
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, maxWaitMs)
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0)
    })
  })
}
