import createCache from "@emotion/cache"
import type { EmotionCache } from "@emotion/cache"

/** Emotion's key, the prefix of every class name: the server's and the browser's caches must share it. */
export const STYLE_CACHE_KEY = "css"

/** The attribute of the pre-rendered components' <style>: the Emotion ids of the styles it holds. */
export const SSR_STYLES_ATTRIBUTE = "data-ssr-styles"

/**
 * The browser's Emotion cache, adopting the pre-rendered components' styles where they stand in <head>.
 * Emotion's own adoption moves each pre-rendered <style> element to the end of <head>, and a moved
 * stylesheet is parsed and applied again: about 10 ms of the main thread on a first load, for nothing.
 * Here the element stays put; its ids are marked as inserted so no component inserts them again, and it
 * becomes the sheet's last tag so styles added later (other pages' components) still come after it.
 */
export function createHydratingStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[${SSR_STYLES_ATTRIBUTE}]`)) {
    for (const id of node.getAttribute(SSR_STYLES_ATTRIBUTE)!.split(" ")) cache.inserted[id] = true
    cache.sheet.tags.push(node)
  }
  return cache
}
