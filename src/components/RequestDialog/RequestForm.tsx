import * as React from "react"
import styled from "@emotion/styled"
import { useDraft } from "../../hooks/use-draft"
import { useLeadForm } from "../../hooks/use-lead-form"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"
import { isFilled } from "../../lib/lead-form"
import { LEAD_FIELDS } from "../../lib/leads/kinds"
import type { LeadFieldName } from "../../lib/leads/kinds"
import { todayInArgentina } from "../../lib/leads/rules"
import type { DialogKind } from "../../lib/request-dialog/kinds"
import { DIALOG_LAYOUT, foldedFields, visibleFields } from "../../lib/request-dialog/layout"
import type { DialogRow } from "../../lib/request-dialog/layout"
import { requestDraftKey, requestValues } from "../../lib/request-dialog/values"
import type { RequestProduct, RequestValues } from "../../lib/request-dialog/values"
import { fillTemplate } from "../../lib/text-template"
import { reducedMotion } from "../../styles/media"
import { FormRow } from "../Form/FormRow"
import { Hint } from "../Form/labels"
import { RestoredNotice } from "../Form/RestoredNotice"
import { Icon } from "../Icon/Icon"
import { CatalogDownload } from "./CatalogDownload"
import { RequestField } from "./RequestField"
import { RequestFormEnd } from "./RequestFormEnd"
import type { RequestDialogContent } from "./use-request-dialog-content"

interface RequestFormProps {
  kind: DialogKind
  product: RequestProduct
  content: RequestDialogContent
  /** A request delivered: the dialog closes (the catalog's stays open to show its link). */
  onSent: () => void
}

/**
 * A request dialog's form, on the shared lead-form state (useLeadForm): what is typed goes straight into
 * the dialog's draft, so a closed dialog, a reload or a failed send gives it back. A delivered request is
 * thanked with its number; an undelivered one keeps everything and offers WhatsApp and e-mail.
 */
export function RequestForm({ kind, product, content, onSent }: RequestFormProps) {
  const idPrefix = `solicitud-${kind}`
  const [contactDraft] = useDraft(CONTACT_DRAFT_KEY)
  // The catalog's dialog stays open once sent, with the request's number: no toast under the modal.
  const [catalogSent, setCatalogSent] = React.useState<string | null>(null)
  const moreRef = React.useRef<HTMLDetailsElement>(null)
  const kindFields = LEAD_FIELDS[kind].map((spec) => spec.name)
  // Only the kind's own fields travel (the contact draft may hold others, such as a catalog's phone).
  const leadInput = (values: RequestValues, privacy: boolean) => ({
    ...Object.fromEntries(kindFields.map((field) => [field, values[field]])),
    product: product.slug,
    productName: values.productName ?? product.name,
    privacy,
  })
  const form = useLeadForm({
    kind,
    draftKey: requestDraftKey(kind, product.slug),
    group: idPrefix,
    valuesOf: (draft) => requestValues(kind, product, draft, contactDraft),
    draftFields: visibleFields(kind),
    leadInput,
    errorText: (field, error, leadErrorText) =>
      leadErrorText(field, error, { contact: content.contact.errors, leads: content.leads.errors }),
    order: [...visibleFields(kind), "privacy"],
    fieldId: (field) => `${idPrefix}-${field}`,
    successToast: (reference) =>
      kind === "catalogo"
        ? null
        : {
            title: content.copy.successToast.title,
            description: fillTemplate(content.copy.successToast.description, { reference }),
          },
    failureToast: content.copy.failureToast,
    onSent: (reference) => {
      if (kind === "catalogo") setCatalogSent(reference)
      else onSent()
    },
  })

  // The optional details unfold when a draft gives some of them back, and when one of them is wrong, so no
  // error is ever hidden in the fold (useLeadForm also unfolds a wrong field before it takes focus).
  const folded = foldedFields(kind)
  const unfold = form.ready && folded.some((field) => form.errors[field] || isFilled(form.values[field]))
  React.useEffect(() => {
    if (unfold && moreRef.current) moreRef.current.open = true
  }, [unfold])

  if (catalogSent) return <CatalogDownload copy={content.copy.catalog} reference={catalogSent} />

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
        value={form.values[name]}
        error={form.errors[name] ?? null}
        content={content}
        today={today}
        onChange={(value) => form.update(name, value)}
      />
    )
  }

  const renderRow = (row: DialogRow) =>
    typeof row === "string" ? renderField(row) : <FormRow key={row.join("-")}>{row.map(renderField)}</FormRow>

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby={`${idPrefix}-titulo`} {...form.fillEvents}>
      <Hint>{content.contact.requiredNote}</Hint>
      {form.restored ? <RestoredNotice>{content.copy.draftRestored}</RestoredNotice> : null}
      {DIALOG_LAYOUT[kind].first.map(renderRow)}
      {folded.length ? (
        <MoreDetails ref={moreRef}>
          <summary>
            <Icon name="chevron-down" size={20} />
            {content.copy.moreDetailsLabel}
          </summary>
          <MoreFields>{DIALOG_LAYOUT[kind].more.map(renderRow)}</MoreFields>
        </MoreDetails>
      ) : null}
      <RequestFormEnd
        kind={kind}
        idPrefix={idPrefix}
        form={form}
        lead={leadInput(form.values, form.privacy)}
        content={content}
        submitLabel={content.copy.submitLabel}
        sendingLabel={content.copy.sendingLabel}
      />
    </Form>
  )
}

const Form = styled.form({ display: "grid", gap: "1.25rem" })

/** The optional fields, folded: a phone first shows only what a first contact needs. */
const MoreDetails = styled.details(({ theme }) => ({
  borderBlock: `1px solid ${theme.colors.border}`,
  "& > summary": {
    display: "flex",
    alignItems: "center",
    gap: "0.5rem",
    minHeight: "3rem",
    color: theme.colors.navy,
    fontWeight: 700,
    cursor: "pointer",
    listStyle: "none",
    "&::-webkit-details-marker": { display: "none" },
    "& svg": { flex: "none", transition: `transform ${theme.transition}` },
    "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  },
  "&[open] > summary svg": { transform: "rotate(180deg)" },
  [reducedMotion]: { "& > summary svg": { transition: "none" } },
}))

const MoreFields = styled.div({ display: "grid", gap: "1.25rem", paddingBlock: "0.5rem 1.25rem" })

// Full width on a phone, where the thumb reaches for it; its own width beside the form from the tablet up.
