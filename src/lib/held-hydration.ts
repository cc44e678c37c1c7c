/**
 * Held hydration: on a page's first load, the parts a visitor sees before using them (the header's content,
 * the page's main content, and inside it the title band and each chapter, the footer) are hydrated one at a time when the main thread is idle, instead
 * of all at once in the one long task that blocks the first tap. Preact keeps a part's pre-rendered DOM
 * untouched while it is held (a component that suspends during hydration leaves its DOM as the server sent
 * it) and resumes hydrating it from that DOM when released: nothing is re-created, nothing moves. See
 * components/Hydration/HydrateWhenIdle.tsx and docs/performance.md.
 *
 * - Holds are taken only while the first load of a pre-rendered page is being hydrated (`acceptHolds`,
 *   called by gatsby-browser); client-side navigation, `gatsby develop` and the unit tests render at once.
 * - Held parts are released in document order, one per idle period; a part's own held parts follow it.
 * - The first sign of a visitor acting (a pointer pressed, a key, focus moving, a click, an input) releases
 *   every hold at once, before the event reaches its target: Preact hydrates in the microtasks that run
 *   before the event's next listener, so the target's own handler is attached in time and receives it.
 */

export interface HydrationHold {
  readonly released: boolean
  /** Settles when the part is released. */
  readonly promise: Promise<void>
}

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "click", "input"] as const

/** An idle period is not guaranteed on a busy device: a held part waits at most this long for one. */
const IDLE_TIMEOUT_MS = 500

let accepting = false
let releasing = false
const held: Array<() => void> = []
/** Where a new hold goes: appended during the first hydration, right after its parent's place later. */
let insertAt: number | null = null
const whenDone: Array<() => void> = []

function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(callback, 1)
}

function finish(): void {
  accepting = false
  for (const interaction of INTERACTIONS) window.removeEventListener(interaction, releaseAll, true)
  // The last release's rendering runs in that task's microtasks; report once it is over.
  setTimeout(() => whenDone.splice(0).forEach((callback) => callback()), 0)
}

/**
 * One held part per idle period. A part released here is hydrated in this task's microtasks, and the holds
 * its own boundaries take then are queued right after it, so the parts stay in document order.
 */
function releaseNextWhenIdle(): void {
  whenIdle(() => {
    const release = held.shift()
    if (!release) return finish()
    insertAt = 0
    release()
    releaseNextWhenIdle()
  })
}

function releaseAll(): void {
  if (!accepting) return
  accepting = false // what these parts hold inside them renders at once
  held.splice(0).forEach((release) => release())
  finish()
}

/** From gatsby-browser's onClientEntry: the coming hydration may hold parts (production, pre-rendered). */
export function acceptHolds(): void {
  accepting = true
  for (const interaction of INTERACTIONS) window.addEventListener(interaction, releaseAll, true)
}

/**
 * A part its media query hides (the desktop menu on a phone) is not hydrated when idle, nor at the visitor's
 * first action, which cannot reach it: it is when the query starts to match (the window widened).
 */
function releaseWhenShown(shown: MediaQueryList, release: () => void): void {
  const onChange = () => {
    if (!shown.matches) return
    shown.removeEventListener("change", onChange)
    release()
  }
  shown.addEventListener("change", onChange)
}

/**
 * A hold for one part, or null when the part is to render now: on the server, in tests, once every held
 * part is hydrated (client-side navigation renders pages whole). The first hold also schedules the releases,
 * to start after the hydration, which is one synchronous task. `shownWhen`: the media query outside which the
 * part is hidden.
 */
export function holdHydration(shownWhen?: string): HydrationHold | null {
  if (!accepting) return null
  const shown = shownWhen ? window.matchMedia(shownWhen) : null
  const hidden = shown !== null && !shown.matches
  let released = false
  const promise = new Promise<void>((resolve) => {
    const release = () => {
      released = true
      resolve()
    }
    if (hidden) releaseWhenShown(shown, release)
    else if (insertAt === null) held.push(release)
    else held.splice(insertAt++, 0, release)
  })
  if (!hidden && !releasing) {
    releasing = true
    setTimeout(releaseNextWhenIdle, 0)
  }
  return {
    get released() {
      return released
    },
    promise,
  }
}

/**
 * From gatsby-browser's onInitialClientRender: `callback` runs once every held part is hydrated (at once
 * when the page held none).
 */
export function endHolding(callback: () => void): void {
  if (!releasing) {
    accepting = false
    callback()
  } else whenDone.push(callback)
}
