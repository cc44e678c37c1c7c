/**
 * Held hydration: on a page's first load, the parts a visitor sees before using them (the header's content,
 * the page's main content, and inside it the title band and each chapter, the footer) are hydrated one at a
 * time when the main thread is idle, and only once they near the viewport, instead of all at once in the one
 * long task that blocks the first tap. Preact keeps a part's pre-rendered DOM untouched while it is held (a
 * component that suspends during hydration leaves its DOM as the server sent it) and resumes hydrating it
 * from that DOM when released: nothing is re-created, nothing moves. See
 * components/Hydration/HydrateWhenIdle.tsx and docs/performance.md.
 *
 * - Holds are taken only while the first load of a pre-rendered page is being hydrated (`acceptHolds`,
 *   called by gatsby-browser); client-side navigation, `gatsby develop` and the unit tests render at once.
 * - A part is released once it is within half a viewport height of the visible area (an IntersectionObserver on
 *   its pre-rendered element, found by the `data-held-part` mark the server writes on it), one per idle
 *   period, in document order; a part's own held parts follow it. A part whose element cannot be found, or
 *   has no box (hidden), is treated as near. The parts further down wait for the visitor to scroll to them.
 * - The first sign of a visitor acting (a pointer pressed, a key, focus moving, a click, an input) releases
 *   every hold at once, near or not, before the event reaches its target: Preact hydrates in the microtasks
 *   that run before the event's next listener, so the target's own handler is attached in time and receives
 *   it. A client-side navigation (the back button, with no press on the page) does the same (`releaseAll`,
 *   from gatsby-browser's onPreRouteUpdate), so the next page renders whole.
 */

export interface HydrationHold {
  readonly released: boolean
  /** Settles when the part is released. */
  readonly promise: Promise<void>
}

/** The attribute that marks a held part's element in the pre-rendered HTML, until the part is released. */
export const HELD_PART_ATTRIBUTE = "data-held-part"

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "click", "input"] as const

/** An idle period is not guaranteed on a busy device: a near part waits at most this long for one. */
const IDLE_TIMEOUT_MS = 500

/** How far beyond the visible area a part counts as near: half a viewport height above and below (a swipe). */
const NEAR_MARGIN = "50% 0px"

interface HeldPart {
  element: Element | null
  release: () => void
  /** The part's own code, when it is a chunk of its own: requested as the part is held. */
  code?: Promise<unknown>
}

let accepting = false
/** Near parts waiting for an idle period, in document order. */
const queue: HeldPart[] = []
/** Parts whose nearness is not known yet (observed, no report so far) or that are far: by element. */
const observed = new Map<Element, HeldPart>()
const notReported = new Set<Element>()
let observer: IntersectionObserver | null = null
let releasing = false
const whenSettled: Array<() => void> = []
/** Parts due for release that wait for their code to arrive. */
let awaitingCode = 0

function whenIdle(callback: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(callback, 1)
}

function follows(part: HeldPart, other: HeldPart): boolean {
  if (!part.element || !other.element) return false
  return (part.element.compareDocumentPosition(other.element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0
}

/** Queues a near part in document order (a part with no element goes last) and starts the releases. */
function enqueue(part: HeldPart): void {
  const before = queue.findIndex((other) => part.element !== null && !follows(part, other))
  if (before === -1) queue.push(part)
  else queue.splice(before, 0, part)
  if (!releasing) {
    releasing = true
    // After the task that queued it (the first hydration is one synchronous task).
    setTimeout(releaseNextWhenIdle, 0)
  }
}

/** One near part per idle period; the holds its own boundaries take then are queued by their place. */
function releaseNextWhenIdle(): void {
  whenIdle(() => {
    const part = queue.shift()
    if (!part) {
      releasing = false
      return settleIfDone()
    }
    release(part)
    releaseNextWhenIdle()
  })
}

/** Releases a part, once its code has arrived when it has code of its own (then hydrated in that task). */
function release(part: HeldPart): void {
  if (!part.code) return part.release()
  awaitingCode++
  void part.code
    .catch(() => undefined) // the part's lazy component reports a failed load itself
    .then(() => {
      awaitingCode--
      part.release()
      settleIfDone()
    })
}

/** Reports once nothing near is waiting: every part in or near the viewport is hydrated. */
function settleIfDone(): void {
  if (releasing || queue.length > 0 || notReported.size > 0 || awaitingCode > 0) return
  if (observed.size === 0) stopAccepting()
  // The last release's rendering runs in that task's microtasks; report once it is over.
  setTimeout(() => whenSettled.splice(0).forEach((callback) => callback()), 0)
}

function stopAccepting(): void {
  accepting = false
  for (const interaction of INTERACTIONS) window.removeEventListener(interaction, releaseAll, true)
  observer?.disconnect()
  observer = null
}

function onIntersection(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    notReported.delete(entry.target)
    const part = observed.get(entry.target)
    // A part with no box (a closed dropdown's hidden list) has no place to near: it is released when idle.
    const placeless = entry.boundingClientRect.width === 0 && entry.boundingClientRect.height === 0
    if (!part || !(entry.isIntersecting || placeless)) continue
    observed.delete(entry.target)
    observer?.unobserve(entry.target)
    enqueue(part)
  }
  settleIfDone()
}

function observe(part: HeldPart & { element: Element }): void {
  observer ??= new IntersectionObserver(onIntersection, { rootMargin: NEAR_MARGIN })
  observed.set(part.element, part)
  notReported.add(part.element)
  observer.observe(part.element)
}

/**
 * Releases every held part at once: the visitor acted, or the app moves to another page. From then on holds
 * are no longer taken (what these parts hold inside them renders at once).
 */
export function releaseAll(): void {
  if (!accepting) return
  stopAccepting()
  const parts = [...queue.splice(0), ...observed.values()]
  observed.clear()
  notReported.clear()
  parts.forEach((part) => part.release())
  releasing = false // nothing is left for an idle period still to come
  settleIfDone()
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
function releaseWhenShown(shown: MediaQueryList, part: HeldPart): void {
  const onChange = () => {
    if (!shown.matches) return
    shown.removeEventListener("change", onChange)
    part.release()
  }
  shown.addEventListener("change", onChange)
}

/** The pre-rendered element of a part (ids are dotted numbers: nothing to escape inside the quotes). */
function heldElement(partId: string): Element | null {
  return document.querySelector(`[${HELD_PART_ATTRIBUTE}="${partId}"]`)
}

/**
 * A hold for one part, or null when the part is to render now: on the server, in tests, once every held
 * part is hydrated (client-side navigation renders pages whole). `partId`: the value of the part's
 * `data-held-part` mark. `shownWhen`: the media query outside which the part is hidden. `loadCode`: for a part
 * whose code is a chunk of its own (a lazy component), requested now when the part is shown; the part is
 * released when idle only once it has arrived, so it is hydrated whole when the page reports it is.
 */
export function holdHydration(
  partId: string,
  shownWhen?: string,
  loadCode?: () => Promise<unknown>,
): HydrationHold | null {
  if (!accepting) {
    // In the browser, a part rendered at once (inside one the visitor's first action released) drops its mark.
    if (typeof document !== "undefined") heldElement(partId)?.removeAttribute(HELD_PART_ATTRIBUTE)
    return null
  }
  const shown = shownWhen ? window.matchMedia(shownWhen) : null
  let released = false
  const promise = new Promise<void>((resolve) => {
    const element = heldElement(partId)
    const part: HeldPart = {
      element,
      release: () => {
        if (released) return
        released = true
        element?.removeAttribute(HELD_PART_ATTRIBUTE)
        resolve()
      },
    }
    if (shown !== null && !shown.matches) return releaseWhenShown(shown, part)
    part.code = loadCode?.()
    if (element && "IntersectionObserver" in window) observe({ ...part, element })
    else enqueue(part)
  })
  return {
    get released() {
      return released
    },
    promise,
  }
}

/**
 * From gatsby-browser's onInitialClientRender: `callback` runs once every held part in or near the viewport
 * is hydrated (at once when the page held none). Parts further down are hydrated as the visitor scrolls.
 */
export function whenNearPartsHydrated(callback: () => void): void {
  // Holds are taken in the first hydration, which is over by now: a page that holds nothing near is done.
  if (releasing || queue.length > 0 || notReported.size > 0 || awaitingCode > 0) whenSettled.push(callback)
  else {
    if (observed.size === 0) stopAccepting()
    callback()
  }
}
