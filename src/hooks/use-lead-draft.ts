import * as React from "react"
import { draftStore } from "../lib/draft-store"
import type { Draft } from "../lib/draft-store"
import { draftHasContent, IDEMPOTENCY_KEY_FIELD } from "../lib/lead-form"
import { FILL_STARTED_FIELD, fillClock, isFillingEvent } from "../lib/leads/fill-time"
import type { FillClock } from "../lib/leads/fill-time"
import { newIdempotencyKey } from "../lib/leads/idempotency"
import { useDraft } from "./use-draft"

export interface LeadDraftOptions<Values> {
  /** The draft store's key: what is typed is kept there (sessionStorage) as it is typed. */
  draftKey: string
  /** What the fields show, from the draft (null: nothing stored yet, or the pre-rendered page). */
  valuesOf: (draft: Draft | null) => Values
  /** The fields whose content in a stored draft means "we gave you back what you typed". */
  draftFields: readonly string[]
  /** Runs once when the form appears, on the stored draft: what the visit adds to it (presets, early typing). */
  arrive?: (stored: Draft | null) => Draft | null
}

/**
 * A lead form's draft, kept in the draft store as it is typed, with the idempotency key made when the form
 * first appears and the time of the visitor's first interaction (lib/leads/fill-time.ts: `fillEvents` go on
 * the <form>). Nothing typed is lost: only `clear`, after a delivered lead, empties it.
 */
export function useLeadDraft<Values>({ draftKey, valuesOf, draftFields, arrive }: LeadDraftOptions<Values>) {
  const store = draftStore(draftKey)
  // Until the form has read its draft it shows what the pre-rendered page showed (nothing), so the first
  // render in the browser matches the HTML, and the draft is never written from that empty first render.
  const [ready, setReady] = React.useState(false)
  const [restored, setRestored] = React.useState(false)
  const clock = React.useRef<FillClock | null>(null)
  const fill = () => (clock.current ??= fillClock())

  // Declared before the draft is subscribed to, so this runs first: the visit's additions go into the
  // draft before the fields show it.
  React.useEffect(() => {
    const stored = store.get()
    // A restored draft counts from its first typing, in the visit that wrote it.
    fill().shown(Date.now(), stored?.[FILL_STARTED_FIELD])
    setRestored(draftHasContent(stored, draftFields))
    const arrived = arrive ? arrive(stored) : stored
    // The idempotency key is made when the form is first shown and kept with the draft, so a request sent
    // again after a lost answer is recognised by the server instead of stored twice.
    const key = arrived?.[IDEMPOTENCY_KEY_FIELD]
    store.set({ ...arrived, [IDEMPOTENCY_KEY_FIELD]: typeof key === "string" ? key : newIdempotencyKey() })
    setReady(true)
    // Once, on arrival: later changes of `arrive` (a new closure each render) must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store])

  const [draft] = useDraft(draftKey)
  const values = valuesOf(ready ? draft : null)

  const idempotencyKey = () => {
    const key = store.get()?.[IDEMPOTENCY_KEY_FIELD]
    return typeof key === "string" ? key : newIdempotencyKey()
  }

  /** What the draft keeps besides the fields: the idempotency key and, once there was one, the first interaction. */
  const draftMeta = (): Draft => {
    const started = fill().started()
    return {
      [IDEMPOTENCY_KEY_FIELD]: idempotencyKey(),
      ...(started === null ? {} : { [FILL_STARTED_FIELD]: String(started) }),
    }
  }

  /** A field changed: the draft keeps the new values, and the change counts as an interaction. */
  const write = (next: Values) => {
    fill().interact(Date.now())
    store.set({ ...(next as Draft), ...draftMeta() })
  }

  /**
   * The visitor's first typing, choice or press in the form starts the fill time; the draft keeps it with the
   * next field written (`write`). Not written here: a store update inside the input event would render the
   * field again before its change is read, and the character typed would be lost.
   */
  const noteFilling = (event: React.SyntheticEvent) => {
    const filling = isFillingEvent({ type: event.type, key: (event as React.KeyboardEvent).key, target: event.target })
    if (filling) fill().interact(Date.now())
  }
  const fillEvents = {
    onKeyDownCapture: noteFilling,
    onPointerDownCapture: noteFilling,
    onInputCapture: noteFilling,
    onChangeCapture: noteFilling,
  }

  /** After a delivered lead: the draft is emptied, and the emptied form is a new one whose fill time starts again. */
  const clear = () => {
    store.set(null)
    fill().shown(Date.now())
    setRestored(false)
  }

  return {
    ready,
    restored,
    values,
    write,
    clear,
    idempotencyKey,
    /** The ms the visitor has been filling the form, for the server's bot trap. */
    elapsedMs: () => fill().elapsed(Date.now()),
    fillEvents,
  }
}
