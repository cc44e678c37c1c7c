import * as React from "react"
import { draftStore } from "../lib/draft-store"
import type { Draft } from "../lib/draft-store"
import {
  draftHasContent,
  errorTextsOf,
  firstInvalidField,
  IDEMPOTENCY_KEY_FIELD,
  isFilled,
  withFieldError,
} from "../lib/lead-form"
import type { ErrorTexts, FormValue } from "../lib/lead-form"
import { FILL_STARTED_FIELD, fillClock, isFillingEvent } from "../lib/leads/fill-time"
import type { FillClock } from "../lib/leads/fill-time"
import { newIdempotencyKey } from "../lib/leads/idempotency"
import { loadedRules, loadRules, withRules } from "../lib/leads/load-rules"
import type { LazyRules } from "../lib/leads/load-rules"
import type { LeadFailure } from "../lib/leads/client"
import type { LeadKind } from "../lib/leads/kinds"
import type { FieldError } from "../lib/leads/rules"
import type { LeadErrorField, LeadInput } from "../lib/leads/validate"
import { useDraft } from "./use-draft"
import { useToast } from "./use-toast"

interface Notice {
  title: string
  description: string
}

export interface LeadFormOptions<Values extends Partial<Record<string, FormValue>>> {
  kind: LeadKind
  /** The draft store's key: what is typed is kept there (sessionStorage) as it is typed. */
  draftKey: string
  /** Groups the form's toasts, so a new one replaces the last. */
  group: string
  /** What the fields show, from the draft (null: nothing stored yet, or the pre-rendered page). */
  valuesOf: (draft: Draft | null) => Values
  /** The fields whose content in a stored draft means "we gave you back what you typed". */
  draftFields: readonly string[]
  /** The lead as the endpoint takes it, from the fields and the consent. */
  leadInput: (values: Values, privacy: boolean) => LeadInput
  /** A field's error as the visitor reads it; `texts` is the shared rules' wording (lib/leads/messages). */
  errorText: (field: LeadErrorField, error: FieldError, texts: LazyRules["leadErrorText"]) => string
  /** The fields in their order on screen: the first wrong one takes focus. */
  order: readonly string[]
  /** The element id of a field's control (a fieldset is focused on its first option). */
  fieldId: (field: string) => string
  /** The contact form's file: validated with the rest, sent as multipart. */
  attachment?: File | null
  successToast: (reference: string) => Notice
  failureToast: Notice
  /** Runs once when the form appears, on the stored draft: what the visit adds to it (presets, early typing). */
  arrive?: (stored: Draft | null) => Draft | null
  onInvalid?: (errors: ErrorTexts) => void
  onSent?: (reference: string) => void
}

/**
 * The state of a form that sends a lead: its draft (kept in the draft store with its idempotency key and
 * the time of the first interaction), the consent, the honeypot, the fill time (lib/leads/fill-time.ts: the
 * form's `fillEvents` go on its <form>), the errors (from the shared rules, rechecked as a
 * wrong field is fixed, or from the server's 422), the first wrong field focused, the send with `sendLead`,
 * the success and failure toasts. Nothing typed is lost: only a delivered lead clears the draft.
 */
export function useLeadForm<Values extends Partial<Record<string, FormValue>>>(options: LeadFormOptions<Values>) {
  const { kind, draftKey, group, attachment = null } = options
  const toast = useToast()
  const store = draftStore(draftKey)
  // Until the form has read its draft it shows what the pre-rendered page showed (nothing), so the first
  // render in the browser matches the HTML, and the draft is never written from that empty first render.
  const [ready, setReady] = React.useState(false)
  const [restored, setRestored] = React.useState(false)
  const [privacy, setPrivacy] = React.useState(false)
  const [website, setWebsite] = React.useState("")
  const [errors, setErrors] = React.useState<ErrorTexts>({})
  const [attempted, setAttempted] = React.useState(false)
  const [sending, setSending] = React.useState(false)
  const [failure, setFailure] = React.useState<LeadFailure | null>(null)
  const sendingNow = React.useRef(false)
  const clock = React.useRef<FillClock | null>(null)
  const fill = () => (clock.current ??= fillClock())
  // A press on the submit button blurs the field being edited. Checking that field then would insert its
  // error above the button and move the button from under the pointer, so the click would never land.
  const submitPressed = React.useRef(false)

  const { arrive, draftFields } = options
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
  const values = options.valuesOf(ready ? draft : null)

  const validate = (rules: LazyRules, next: Values, consent: boolean) =>
    rules.validateLead(kind, { ...options.leadInput(next, consent), attachment: attachment ?? undefined })

  const fieldErrorText = (rules: LazyRules, field: string, next: Values, consent: boolean) => {
    const result = validate(rules, next, consent)
    if (result.ok) return undefined
    const error = result.errors[field as LeadErrorField]
    return error ? options.errorText(field as LeadErrorField, error, rules.leadErrorText) : undefined
  }

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

  /**
   * The visitor's first typing, choice or press in the form starts the fill time; the draft keeps it with the
   * next field written (`update`). Not written here: a store update inside the input event would render the
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

  /** Shows or clears one field's error, by the shared rules (fetched first if they are not here yet). */
  const checkField = (field: string, next: Values, consent: boolean) =>
    withRules((rules) =>
      setErrors((current) => withFieldError(current, field, fieldErrorText(rules, field, next, consent))),
    )

  /** After a submit attempt, or once a field shows an error, it is checked again as the visitor fixes it. */
  const recheck = (field: string, next: Values, consent: boolean) => {
    if (attempted || errors[field]) checkField(field, next, consent)
  }

  const update = (field: keyof Values & string, value: FormValue) => {
    const next = { ...values, [field]: value }
    if (!loadedRules()) void loadRules()
    fill().interact(Date.now())
    store.set({ ...(next as Draft), ...draftMeta() })
    recheck(field, next, privacy)
  }

  const changePrivacy = (checked: boolean) => {
    setPrivacy(checked)
    recheck("privacy", values, checked)
  }

  /** On leaving a field: its error shows once it holds something, or after a submit attempt. */
  const checkOnBlur = (field: keyof Values & string) => {
    if (submitPressed.current) return
    if (attempted || isFilled(values[field])) checkField(field, values, privacy)
  }

  const showError = (field: string, text: string | undefined) =>
    setErrors((current) => withFieldError(current, field, text))

  const focusFirst = (found: ErrorTexts) => {
    const first = firstInvalidField(options.order, found)
    if (!first) return
    const target = document.getElementById(options.fieldId(first))
    // A field folded in a closed disclosure ("Más detalles") is unfolded first: hidden, it cannot take focus.
    const folded = target?.closest("details")
    if (folded && !folded.open) folded.open = true
    const focusable = target instanceof HTMLFieldSetElement ? target.querySelector("input") : target
    focusable?.focus()
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submitPressed.current = false
    if (sendingNow.current) return
    setAttempted(true)
    const rules = loadedRules() ?? (await loadRules())
    const checked = validate(rules, values, privacy)
    if (!checked.ok) {
      const texts = errorTextsOf(checked.errors, (field, error) => options.errorText(field, error, rules.leadErrorText))
      setErrors(texts)
      options.onInvalid?.(texts)
      focusFirst(texts)
      return
    }
    setErrors({})
    setFailure(null)
    sendingNow.current = true
    setSending(true)
    // The client is fetched with the first send, like the rules: showing the form does not need it.
    const { sendLead } = await import("../lib/leads/client")
    const result = await sendLead(kind, options.leadInput(values, privacy), {
      idempotencyKey: idempotencyKey(),
      elapsedMs: fill().elapsed(Date.now()),
      website,
      attachment,
    })
    sendingNow.current = false
    setSending(false)
    if (result.status === "sent") {
      toast({ ...options.successToast(result.reference), variant: "success", group })
      store.set(null)
      // The emptied form is a new one: its fill time starts again.
      fill().shown(Date.now())
      setPrivacy(false)
      setAttempted(false)
      setRestored(false)
      options.onSent?.(result.reference)
    } else if (result.status === "invalid") {
      setErrors(result.errors)
      focusFirst(result.errors)
    } else {
      toast({ ...options.failureToast, variant: "destructive", group })
      setFailure(result.reason)
    }
  }

  /** For the submit button: a press that started on it is not a blur to check. */
  const submitPointer = {
    onPointerDown: () => {
      submitPressed.current = true
    },
    onPointerCancel: () => {
      submitPressed.current = false
    },
    onPointerLeave: () => {
      submitPressed.current = false
    },
  }

  return {
    ready,
    restored,
    values,
    update,
    privacy,
    setPrivacy: changePrivacy,
    website,
    setWebsite,
    errors,
    showError,
    checkOnBlur,
    sending,
    failure,
    submit,
    submitPointer,
    fillEvents,
  }
}
export type LeadFormState<Values extends Partial<Record<string, FormValue>>> = ReturnType<typeof useLeadForm<Values>>
