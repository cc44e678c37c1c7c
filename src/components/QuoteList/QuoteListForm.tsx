import styled from "@emotion/styled"
import { useDraft } from "../../hooks/use-draft"
import { useLeadForm } from "../../hooks/use-lead-form"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"
import { LEAD_FIELDS } from "../../lib/leads/kinds"
import type { LeadFieldName } from "../../lib/leads/kinds"
import { todayInArgentina } from "../../lib/leads/rules"
import { leadItems } from "../../lib/quote-list/list"
import type { QuoteList } from "../../lib/quote-list/list"
import { setQuoteList } from "../../lib/quote-list/store"
import type { Draft } from "../../lib/draft-store"
import { fillTemplate } from "../../lib/text-template"
import { FormRow } from "../Form/FormRow"
import { Hint } from "../Form/labels"
import { RestoredNotice } from "../Form/RestoredNotice"
import { RequestField } from "../RequestDialog/RequestField"
import { RequestFormEnd } from "../RequestDialog/RequestFormEnd"
import type { RequestDialogContent } from "../RequestDialog/use-request-dialog-content"
import type quoteListContent from "../../../content/quote-list.json"
import { ITEMS_ID, QuoteListItems } from "./QuoteListItems"

type DialogTexts = (typeof quoteListContent)["dialog"]

const KIND = "lista-cotizacion"
const ID_PREFIX = "lista-cotizacion"
/** The list's contact fields are kept like every form's (sessionStorage): a reload gives them back. */
const DRAFT_KEY = "vigia:solicitud:lista-cotizacion"
/** The fields the visitor fills, as the request dialogs lay them out: what a first contact needs. */
const ROWS: ReadonlyArray<LeadFieldName | readonly [LeadFieldName, LeadFieldName]> = [
  ["name", "company"],
  ["email", "phone"],
  "province",
  "message",
]
const FIELDS = ROWS.flatMap((row) => (typeof row === "string" ? [row] : [...row]))

type Values = Partial<Record<LeadFieldName, string>>

/** The draft's values, and for fields it lacks, the contact details the visitor already gave elsewhere. */
function valuesOf(draft: Draft | null, contactDraft: Draft | null): Values {
  const values: Values = {}
  for (const field of FIELDS) {
    const typed = draft?.[field] ?? (field === "message" ? undefined : contactDraft?.[field])
    if (typeof typed === "string") values[field] = typed
  }
  return values
}

interface QuoteListFormProps {
  list: QuoteList
  texts: DialogTexts
  content: RequestDialogContent
  onSent: () => void
}

/**
 * The lines and the contact fields, sent as one lead of kind lista-cotizacion through the shared lead form
 * (the same endpoint, rules, idempotency key, toasts and hand-off as every request). The list is emptied only
 * once the server has answered with a reference; on a failure it stays, with the hand-off listing the lines.
 */
export function QuoteListForm({ list, texts, content, onSent }: QuoteListFormProps) {
  const [contactDraft] = useDraft(CONTACT_DRAFT_KEY)
  const leadInput = (values: Values, privacy: boolean) => ({
    ...Object.fromEntries(FIELDS.map((field) => [field, values[field]])),
    items: leadItems(list),
    privacy,
  })
  const form = useLeadForm<Values>({
    kind: KIND,
    draftKey: DRAFT_KEY,
    group: ID_PREFIX,
    valuesOf: (draft) => valuesOf(draft, contactDraft),
    draftFields: FIELDS,
    leadInput,
    errorText: (field, error, leadErrorText) =>
      leadErrorText(field, error, { contact: content.contact.errors, leads: content.leads.errors }),
    order: ["items", ...FIELDS, "privacy"],
    fieldId: (field) => (field === "items" ? ITEMS_ID : `${ID_PREFIX}-${field}`),
    successToast: (reference) => ({
      title: texts.successToast.title,
      description: fillTemplate(texts.successToast.description, { reference }),
    }),
    failureToast: texts.failureToast,
    onSent: () => {
      setQuoteList([])
      onSent()
    },
  })

  const specs = new Map(LEAD_FIELDS[KIND].map((spec) => [spec.name, spec]))
  const today = todayInArgentina()
  const renderField = (name: LeadFieldName) => {
    const spec = specs.get(name)!
    return (
      <RequestField
        key={name}
        id={`${ID_PREFIX}-${name}`}
        name={name}
        rule={spec.rule}
        required={spec.required}
        value={form.values[name]}
        error={form.errors[name] ?? null}
        content={content}
        today={today}
        onChange={(value) => form.update(name, typeof value === "string" ? value : "")}
      />
    )
  }

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby={`${ID_PREFIX}-titulo`} {...form.fillEvents}>
      <QuoteListItems list={list} texts={texts} error={form.errors.items ?? null} />
      <h3>{texts.contactHeading}</h3>
      <Hint>{content.contact.requiredNote}</Hint>
      {form.restored ? <RestoredNotice>{texts.draftRestored}</RestoredNotice> : null}
      {ROWS.map((row) =>
        typeof row === "string" ? renderField(row) : <FormRow key={row.join("-")}>{row.map(renderField)}</FormRow>,
      )}
      <RequestFormEnd
        kind={KIND}
        idPrefix={ID_PREFIX}
        form={form}
        lead={leadInput(form.values, form.privacy)}
        content={content}
        submitLabel={texts.submitLabel}
        sendingLabel={texts.sendingLabel}
      />
    </Form>
  )
}

const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: "1.25rem",
  "& > h3": { margin: "0.5rem 0 0", fontSize: theme.fontSizes.h3 },
}))
