import * as React from "react"
import styled from "@emotion/styled"
import { useDraft } from "../../hooks/use-draft"
import { useToast } from "../../hooks/use-toast"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-draft"
import { newIdempotencyKey, sendLead } from "../../lib/leads/client"
import type { LeadFailure } from "../../lib/leads/client"
import { handoffLinks } from "../../lib/leads/handoff"
import { LEAD_FIELDS } from "../../lib/leads/kinds"
import type { LeadFieldName } from "../../lib/leads/kinds"
import { todayInArgentina } from "../../lib/leads/rules"
import type { FieldError } from "../../lib/leads/rules"
import { validateLead } from "../../lib/leads/validate"
import { fillTemplate } from "../../lib/text-template"
import { media } from "../../styles/media"
import { FailureHandoff } from "../Form/FailureHandoff"
import { FormRow } from "../Form/FormRow"
import { Hint } from "../Form/labels"
import { PrivacyConsent } from "../Form/PrivacyConsent"
import { SubmitButton } from "../Form/SubmitButton"
import { CatalogDownload } from "./CatalogDownload"
import { errorText } from "./error-text"
import { Honeypot } from "./Honeypot"
import { DIALOG_LAYOUT, visibleFields } from "./layout"
import type { DialogKind } from "./dialog-kinds"
import { RequestField } from "./RequestField"
import { draftHasContent, requestDraftKey, requestValues } from "./request-values"
import type { RequestProduct } from "./request-values"
import type { RequestDialogContent } from "./use-request-dialog-content"

type ErrorField = LeadFieldName | "privacy"
type ErrorTexts = Partial<Record<ErrorField, string>>

interface RequestFormProps {
  kind: DialogKind
  product: RequestProduct
  content: RequestDialogContent
  /** A request delivered: the dialog closes (the catalog's stays open to show its link). */
  onSent: () => void
}

/**
 * A request dialog's form. What is typed goes straight into the dialog's draft (sessionStorage), so a
 * closed dialog, a reload or a failed send gives it back. Errors show under each field and the first
 * wrong one takes focus; a delivered request is thanked with its number; an undelivered one keeps
 * everything and offers WhatsApp and e-mail with the same request summarised.
 */
export function RequestForm({ kind, product, content, onSent }: RequestFormProps) {
  const toast = useToast()
  const idPrefix = `solicitud-${kind}`
  const [draft, setDraft] = useDraft(requestDraftKey(kind, product.slug))
  const [contactDraft] = useDraft(CONTACT_DRAFT_KEY)
  const values = requestValues(kind, product, draft, contactDraft)
  const [restored] = React.useState(() => draftHasContent(kind, draft))
  const [privacy, setPrivacy] = React.useState(false)
  const [website, setWebsite] = React.useState("")
  // Each wrong field's text: from the shared rules here, or as the server words it (422).
  const [errors, setErrors] = React.useState<ErrorTexts>({})
  const [attempted, setAttempted] = React.useState(false)
  const [sending, setSending] = React.useState(false)
  const [failure, setFailure] = React.useState<LeadFailure | null>(null)
  const [catalogSent, setCatalogSent] = React.useState(false)
  const shownAt = React.useRef(Date.now())
  const idempotencyKey = typeof draft?.idempotencyKey === "string" ? draft.idempotencyKey : null

  // The request's idempotency key is made when the form is first shown and kept with the draft, so a
  // request sent again after a lost answer is recognised by the server instead of stored twice.
  React.useEffect(() => {
    if (!idempotencyKey) setDraft({ ...draft, idempotencyKey: newIdempotencyKey() })
  }, [idempotencyKey, draft, setDraft])

  const kindFields = LEAD_FIELDS[kind].map((spec) => spec.name)
  // Only the kind's own fields travel (the contact draft may hold others, such as a catalog's phone).
  const leadInput = (next: typeof values, consent: boolean) => ({
    ...Object.fromEntries(kindFields.map((field) => [field, next[field]])),
    product: product.slug,
    productName: next.productName ?? product.name,
    privacy: consent,
  })

  const textsOf = (found: Partial<Record<ErrorField, FieldError>>): ErrorTexts =>
    Object.fromEntries(
      Object.entries(found).flatMap(([field, error]) =>
        error ? [[field, errorText(field as ErrorField, error, content)]] : [],
      ),
    )

  // After a submit attempt, or once a field shows an error, it is checked again as the visitor fixes it.
  const recheck = (field: ErrorField, next: typeof values, consent: boolean) => {
    if (!attempted && !errors[field]) return
    const result = validateLead(kind, leadInput(next, consent))
    const text = result.ok ? undefined : textsOf(result.errors)[field]
    setErrors((current) => {
      const updated = { ...current }
      if (text) updated[field] = text
      else delete updated[field]
      return updated
    })
  }

  const update = (field: LeadFieldName, value: string | readonly string[]) => {
    const next = { ...values, [field]: value }
    setDraft({ ...next, ...(idempotencyKey ? { idempotencyKey } : {}) })
    setFailure(null)
    recheck(field, next, privacy)
  }

  const order = [...visibleFields(kind), "privacy"] as const
  const focusFirst = (found: ErrorTexts) => {
    const first = order.find((field) => found[field])
    if (!first) return
    // A group of options (a fieldset) is focused on its first option.
    const target = document.getElementById(`${idPrefix}-${first}`)
    const focusable = target instanceof HTMLFieldSetElement ? target.querySelector("input") : target
    focusable?.focus()
  }

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    const input = leadInput(values, privacy)
    const checked = validateLead(kind, input)
    if (!checked.ok) {
      const texts = textsOf(checked.errors)
      setErrors(texts)
      focusFirst(texts)
      return
    }
    setErrors({})
    setSending(true)
    const result = await sendLead(kind, input, {
      idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      elapsedMs: Date.now() - shownAt.current,
      website,
    })
    setSending(false)
    if (result.status === "sent") {
      toast({
        title: content.copy.successToast.title,
        description: fillTemplate(content.copy.successToast.description, { reference: result.reference }),
        variant: "success",
        group: idPrefix,
      })
      setDraft(null)
      setPrivacy(false)
      setAttempted(false)
      if (kind === "catalogo") setCatalogSent(true)
      else onSent()
    } else if (result.status === "invalid") {
      setErrors(result.errors)
      focusFirst(result.errors)
    } else {
      toast({ ...content.copy.failureToast, variant: "destructive", group: idPrefix })
      setFailure(result.reason)
    }
  }

  const messageOf = (field: ErrorField) => errors[field] ?? null

  if (catalogSent) return <CatalogDownload copy={content.copy.catalog} />

  const specs = new Map(LEAD_FIELDS[kind].map((spec) => [spec.name, spec]))
  const today = todayInArgentina()
  const renderField = (name: LeadFieldName) => {
    const spec = specs.get(name)
    if (!spec) return null
    return (
      <RequestField
        key={name}
        id={`${idPrefix}-${name}`}
        name={name}
        rule={spec.rule}
        required={spec.required}
        value={values[name]}
        error={messageOf(name)}
        content={content}
        today={today}
        onChange={(value) => update(name, value)}
      />
    )
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby={`${idPrefix}-titulo`}>
      <Hint>{content.contact.requiredNote}</Hint>
      {restored ? <Restored role="status">{content.copy.draftRestored}</Restored> : null}
      {DIALOG_LAYOUT[kind].map((row) =>
        typeof row === "string" ? renderField(row) : <FormRow key={row.join("-")}>{row.map(renderField)}</FormRow>,
      )}
      <Honeypot id={`${idPrefix}-website`} label={content.copy.honeypotLabel} value={website} onChange={setWebsite} />
      <PrivacyConsent
        id={`${idPrefix}-privacy`}
        copy={content.contact.inputs.privacy}
        checked={privacy}
        error={messageOf("privacy")}
        newTabNote={content.copy.newTabNote}
        onChange={(checked) => {
          setPrivacy(checked)
          recheck("privacy", values, checked)
        }}
      />
      {failure ? (
        <FailureHandoff
          copy={{
            message: content.copy.failures[failure === "rate-limited" ? "rateLimited" : failure],
            whatsappLabel: content.copy.handoff.whatsappLabel,
            emailLabel: content.copy.handoff.emailLabel,
            newTabNote: content.copy.newTabNote,
          }}
          links={handoffLinks({ kind, values: leadInput(values, privacy), texts: content.leads }, content.site)}
        />
      ) : null}
      <SubmitRow>
        <SubmitButton sending={sending} sendingLabel={content.copy.sendingLabel}>
          {content.copy.submitLabel}
        </SubmitButton>
      </SubmitRow>
    </Form>
  )
}

const Form = styled.form({ display: "grid", gap: "1.25rem" })

// Full width on a phone, where the thumb reaches for it; its own width beside the form from the tablet up.
const SubmitRow = styled.div({ display: "grid", [media.tablet]: { justifyContent: "start" } })

const Restored = styled.p(({ theme }) => ({
  margin: 0,
  padding: "0.75rem 1rem",
  borderRadius: theme.radii.small,
  borderLeft: `4px solid ${theme.colors.accent}`,
  background: theme.colors.surface,
  fontSize: "0.9375rem",
}))
