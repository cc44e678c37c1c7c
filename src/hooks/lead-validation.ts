export type Validation = typeof import("../lib/leads/checks")

let validation: Validation | null = null

/**
 * The shared rules of every kind of lead, fetched when the visitor first focuses or changes a field (or
 * submits): showing a form does not need them, so they stay out of the page's first load.
 */
export function loadValidation(): Promise<Validation> {
  return import("../lib/leads/checks").then((module) => {
    validation = module
    return module
  })
}

/** The rules, if they have arrived. */
export function loadedValidation(): Validation | null {
  return validation
}

/** Runs `check` with the rules, now if they are here, once they arrive otherwise. */
export function withValidation(check: (rules: Validation) => void) {
  if (validation) check(validation)
  else void loadValidation().then(check)
}
