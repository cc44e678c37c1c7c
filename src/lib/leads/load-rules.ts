/** What the lazily loaded chunk (lazy-rules.ts) holds. */
export type LazyRules = typeof import("./lazy-rules")

let loaded: LazyRules | null = null

/**
 * The shared rules of every kind of lead, fetched when the visitor first focuses or changes a field (or
 * submits): showing a form does not need them, so they stay out of the page's first load.
 */
export function loadRules(): Promise<LazyRules> {
  return import("./lazy-rules").then((module) => {
    loaded = module
    return module
  })
}

/** The rules, if they have arrived. */
export function loadedRules(): LazyRules | null {
  return loaded
}

/** Runs `check` with the rules, now if they are here, once they arrive otherwise. */
export function withRules(check: (rules: LazyRules) => void) {
  if (loaded) check(loaded)
  else void loadRules().then(check)
}
