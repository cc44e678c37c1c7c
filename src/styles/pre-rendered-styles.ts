import createCache from "@emotion/cache"
import type { EmotionCache } from "@emotion/cache"

/** Emotion's key, the prefix of every class name, on the server and in the browser. */
export const EMOTION_KEY = "css"

/** On the `<style>` the server writes into each page's `<head>`: the names of the styles it holds. */
export const PRE_RENDERED_STYLES_ATTRIBUTE = "data-pre-rendered-styles"

/**
 * The browser's Emotion cache, told which styles the page's `<head>` already holds, so hydrating components
 * insert none of them again. Emotion's own way (a `<style data-emotion="css …">` it finds at start-up) moves that
 * element to the end of `<head>` twice, once as it creates a cache and once as it adopts the element, which
 * detaches the page's largest style sheet and attaches it again (2–5 ms on this machine, 4× in Lighthouse's
 * simulation). Under its own attribute the `<style>` stays where the server put it. docs/decisions.md, "Emotion's
 * CSS in `<head>`".
 */
export function preRenderedStylesCache(document: Document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY })
  for (const style of document.querySelectorAll(`style[${PRE_RENDERED_STYLES_ATTRIBUTE}]`)) {
    for (const name of style.getAttribute(PRE_RENDERED_STYLES_ATTRIBUTE)!.split(" ")) {
      if (name) cache.inserted[name] = true
    }
  }
  return cache
}
