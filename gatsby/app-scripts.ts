/**
 * The app's scripts are requested once the pre-rendered page has painted, not while it loads.
 *
 * Gatsby ends every page with `<script src="…" async>` tags for the app's entry chunks (webpack's runtime,
 * the framework, the app). The browser's preload scanner requests them while the HTML is still arriving, so on
 * a phone network they share the bandwidth with the HTML and the logo, and their evaluation can land before the
 * first frame. After the build, each page gets instead one small inline loader in their place, which adds the
 * same scripts (same order, still async) once the first frame is on screen:
 *
 * - a page already painted, or a tab in the background (it draws no frame), loads them at once;
 * - otherwise when the browser reports the first paint (a `paint` PerformanceObserver: the frame is on screen,
 *   not just produced), or after the next frame where that entry type is not supported;
 * - and in any case after `PAINT_WAIT_LIMIT_MS`, should no paint come.
 *
 * Nothing else changes: the chunk map and the compilation hash stay inline before it, the page-data and
 * page-component requests still come from Gatsby's loader once the app runs. The build writes the CSP hash
 * of the loader with the other inline scripts (security-headers.ts). See docs/decisions.md.
 */

/** The longest a visible page waits for its first paint before it loads the app anyway. */
export const PAINT_WAIT_LIMIT_MS = 1000

/** Gatsby's entry-chunk tags, as its scripts slice writes them into every page. */
const ENTRY_SCRIPT = /<script src="([^"<>]+\.js)" async><\/script>/g

/** The inline script that adds `sources` as async scripts after the first paint. */
export function appScriptsLoader(sources: readonly string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=false,P=window.PerformanceObserver;` +
    `function load(){if(d)return;d=true;s.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;document.body.appendChild(e)})}` +
    `if(performance.getEntriesByType("paint").length||document.visibilityState==="hidden")return load();` +
    `setTimeout(load,${PAINT_WAIT_LIMIT_MS});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(load).observe({type:"paint"});` +
    `else requestAnimationFrame(function(){setTimeout(load,0)})})()`
  )
}

/**
 * A built page with its entry-chunk tags replaced by the loader, at the place of the first of them. A page
 * without them (already rewritten, or not a Gatsby page) comes back unchanged.
 */
export function loadAppScriptsAfterFirstPaint(html: string): string {
  const sources = Array.from(html.matchAll(ENTRY_SCRIPT), (match) => match[1])
  if (sources.length === 0) return html
  let first = true
  return html.replace(ENTRY_SCRIPT, () => {
    if (!first) return ""
    first = false
    return `<script>${appScriptsLoader(sources)}</script>`
  })
}
