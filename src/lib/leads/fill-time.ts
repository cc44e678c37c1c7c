/**
 * How long the visitor took to fill a form, for the server's bot trap (`elapsedMs`, MIN_FILL_MS): counted
 * from their first interaction with it (typing, a choice, a press inside it), not from when it appeared, so
 * a form left open and filled later is not "fast"; a restored draft counts from when it was first typed
 * into, in the earlier visit, kept with the draft. Without any interaction (autofill, then send) it is the
 * time since the form appeared: the server keeps too-fast leads as suspected spam, so nothing is lost.
 */

/** The draft's field with the time of the first interaction (ms since the epoch, written out). */
export const FILL_STARTED_FIELD = "fillStartedAt"

export interface FillClock {
  /** The form is on screen; `storedStart` is a restored draft's first interaction, when it has one. */
  shown(now: number, storedStart?: unknown): void
  /** The visitor did something in the form; only the first time counts. Returns whether it was the first. */
  interact(now: number): boolean
  /** The first interaction, null before any. */
  started(): number | null
  /** What `elapsedMs` says when the lead is sent at `now`. */
  elapsed(now: number): number
}

/** A stored start as a time, when it is one and not in the future (a clock changed since). */
function storedTime(value: unknown, now: number): number | null {
  const time = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : NaN
  return time > 0 && time <= now ? time : null
}

export function fillClock(): FillClock {
  let shownAt: number | null = null
  let startedAt: number | null = null
  return {
    shown(now, storedStart) {
      shownAt = now
      startedAt = storedTime(storedStart, now)
    },
    interact(now) {
      if (startedAt !== null) return false
      startedAt = now
      return true
    },
    started: () => startedAt,
    elapsed(now) {
      const from = startedAt ?? shownAt ?? now
      return Math.max(0, now - from)
    },
  }
}

/**
 * Whether an event inside a form is the visitor filling it, rather than sending it: a press on the submit
 * button or Enter in a field sends what is there (autofilled, perhaps), and does not start the clock.
 */
export function isFillingEvent(event: { type: string; key?: string; target: EventTarget | null }): boolean {
  const target = event.target as { tagName?: string; closest?: (selector: string) => unknown } | null
  if (event.type === "keydown" && event.key === "Enter" && target?.tagName !== "TEXTAREA") return false
  if (event.type === "pointerdown" && target?.closest?.("button[type=submit], input[type=submit]")) return false
  return true
}
