import * as React from "react"
import { errorTextsOf } from "../lib/lead-form"
import type { ErrorTexts, FormValue } from "../lib/lead-form"
import type { LeadFailure } from "../lib/leads/client"
import type { LeadKind } from "../lib/leads/kinds"
import { loadedRules, loadRules } from "../lib/leads/load-rules"
import type { LazyRules } from "../lib/leads/load-rules"
import type { FieldError } from "../lib/leads/rules"
import type { LeadErrorField, LeadInput } from "../lib/leads/validate"
import { useFieldErrors } from "./use-field-errors"
import { useLeadDraft } from "./use-lead-draft"
import type { LeadDraftOptions } from "./use-lead-draft"
import { useToast } from "./use-toast"

interface Notice {
  title: string
  description: string
}

interface LeadFormOptions<Values> extends LeadDraftOptions<Values> {
  kind: LeadKind
  /** Groups the form's toasts, so a new one replaces the last. */
  group: string
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
  /** The success toast, or null where the form shows the sent request itself (a dialog that stays open). */
  successToast: (reference: string) => Notice | null
  failureToast: Notice
  onInvalid?: (errors: ErrorTexts) => void
  onSent?: (reference: string) => void
}

/**
 * The state of a form that sends a lead: its draft (use-lead-draft.ts), the consent, the honeypot, the errors
 * (use-field-errors.ts: from the shared rules, or from the server's 422), the send with `sendLead` and the
 * success and failure toasts. Nothing typed is lost: only a delivered lead clears the draft.
 */
export function useLeadForm<Values extends Partial<Record<string, FormValue>>>(options: LeadFormOptions<Values>) {
  const { kind, group, attachment = null } = options
  const toast = useToast()
  const draft = useLeadDraft(options)
  const { values } = draft
  const [privacy, setPrivacy] = React.useState(false)
  const [website, setWebsite] = React.useState("")
  const [sending, setSending] = React.useState(false)
  const [failure, setFailure] = React.useState<LeadFailure | null>(null)
  const sendingNow = React.useRef(false)

  const validate = (rules: LazyRules, next: Values, consent: boolean) =>
    rules.validateLead(kind, { ...options.leadInput(next, consent), attachment: attachment ?? undefined })

  const fields = useFieldErrors<Values>({
    order: options.order,
    fieldId: options.fieldId,
    errorOf: (rules, field, next, consent) => {
      const result = validate(rules, next, consent)
      if (result.ok) return undefined
      const error = result.errors[field as LeadErrorField]
      return error ? options.errorText(field as LeadErrorField, error, rules.leadErrorText) : undefined
    },
  })

  const update = (field: keyof Values & string, value: FormValue) => {
    const next = { ...values, [field]: value }
    if (!loadedRules()) void loadRules()
    draft.write(next)
    fields.recheck(field, next, privacy)
  }

  const changePrivacy = (checked: boolean) => {
    setPrivacy(checked)
    fields.recheck("privacy", values, checked)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    fields.pressEnded()
    if (sendingNow.current) return
    fields.setAttempted(true)
    const rules = loadedRules() ?? (await loadRules())
    const checked = validate(rules, values, privacy)
    if (!checked.ok) {
      const texts = errorTextsOf(checked.errors, (field, error) => options.errorText(field, error, rules.leadErrorText))
      fields.setErrors(texts)
      options.onInvalid?.(texts)
      fields.focusFirst(texts)
      return
    }
    fields.setErrors({})
    setFailure(null)
    sendingNow.current = true
    setSending(true)
    // The client is fetched with the first send, like the rules: showing the form does not need it.
    const { sendLead } = await import("../lib/leads/client")
    const result = await sendLead(kind, options.leadInput(values, privacy), {
      idempotencyKey: draft.idempotencyKey(),
      elapsedMs: draft.elapsedMs(),
      website,
      attachment,
    })
    sendingNow.current = false
    setSending(false)
    if (result.status === "sent") {
      const notice = options.successToast(result.reference)
      if (notice) toast({ ...notice, variant: "success", group })
      draft.clear()
      setPrivacy(false)
      fields.setAttempted(false)
      options.onSent?.(result.reference)
    } else if (result.status === "invalid") {
      fields.setErrors(result.errors)
      fields.focusFirst(result.errors)
    } else {
      toast({ ...options.failureToast, variant: "destructive", group })
      setFailure(result.reason)
    }
  }

  return {
    ready: draft.ready,
    restored: draft.restored,
    values,
    update,
    privacy,
    setPrivacy: changePrivacy,
    website,
    setWebsite,
    errors: fields.errors,
    showError: fields.showError,
    checkOnBlur: (field: keyof Values & string) => fields.checkOnBlur(field, values, privacy),
    sending,
    failure,
    submit,
    submitPointer: fields.submitPointer,
    fillEvents: draft.fillEvents,
  }
}
export type LeadFormState<Values extends Partial<Record<string, FormValue>>> = ReturnType<typeof useLeadForm<Values>>
