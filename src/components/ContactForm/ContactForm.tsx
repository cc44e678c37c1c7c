import * as React from "react"
import styled from "@emotion/styled"
import { useHandoffLinks } from "../../hooks/use-handoff-links"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { useLeadForm } from "../../hooks/use-lead-form"
import { useSite } from "../../hooks/use-site"
import { useToast } from "../../hooks/use-toast"
import { CONTACT_DRAFT_FIELDS, CONTACT_DRAFT_KEY, contactValues } from "../../lib/contact-form/draft"
import { CONTACT_FIELD_ORDER, contactFieldId, contactLeadInput } from "../../lib/contact-form/fields"
import type { Interest } from "../../lib/interests"
import { loadRules } from "../../lib/leads/load-rules"
import { fillTemplate } from "../../lib/text-template"
import { Honeypot } from "../Form/Honeypot"
import { Hint } from "../Form/labels"
import { PrivacyConsent } from "../Form/PrivacyConsent"
import { AttachmentField } from "./ContactForm.Attachment"
import { ContactFields } from "./ContactForm.Fields"
import { ContactSubmit } from "./ContactForm.Submit"
import { arrivalOnContactPage } from "./arrival"
import { useContactFormContent } from "./use-contact-form-content"

/** Shown only after a failed send, or on a restored draft: each fetched when it is needed. */
const FailureHandoff = React.lazy(() =>
  import("../Form/FailureHandoff").then((module) => ({ default: module.FailureHandoff })),
)
const RestoredNotice = React.lazy(() =>
  import("../Form/RestoredNotice").then((module) => ({ default: module.RestoredNotice })),
)

interface ContactFormProps {
  /** Interests asked for by the visit (navigation state or ?interes=), SPEC §4: added to the draft on arrival. */
  presetInterests: readonly Interest[]
}

/**
 * The contact form of SPEC §3–§5, sending its lead to POST /api/leads (multipart when a file is attached).
 * Nothing the visitor types is lost: the draft (every field but the file and the consent) survives errors,
 * a failed send and a reload, and text typed before the page finished loading is adopted.
 */
export function ContactForm({ presetInterests }: ContactFormProps) {
  const { copy, leads, provinces } = useContactFormContent()
  const site = useSite()
  const { newTabHint } = useInterfaceText()
  const toast = useToast()
  const formRef = React.useRef<HTMLFormElement>(null)
  const [attachment, setAttachment] = React.useState<File | null>(null)
  /** "2,5 MB": the chosen file's size, written when it is chosen (with the rules, fetched on first need). */
  const [attachmentSize, setAttachmentSize] = React.useState("")
  const texts = { contact: copy.errors, leads: leads.errors }
  const form = useLeadForm({
    kind: "contacto",
    draftKey: CONTACT_DRAFT_KEY,
    group: "contact-form",
    valuesOf: contactValues,
    draftFields: CONTACT_DRAFT_FIELDS,
    leadInput: contactLeadInput,
    errorText: (field, error, leadErrorText) => leadErrorText(field, error, texts, attachment ?? undefined),
    order: CONTACT_FIELD_ORDER,
    fieldId: contactFieldId,
    attachment,
    successToast: (reference) => ({
      title: copy.successToast.title,
      description: `${copy.successToast.description}\n${fillTemplate(copy.referenceNote, { reference })}`,
    }),
    failureToast: copy.failureToast,
    arrive: (stored) => arrivalOnContactPage(stored, formRef.current, presetInterests),
    // A refused send says what is wrong: the fields by name, where the cursor went, the missing consent
    // (SPEC §8's toast, in the site's voseo). Its code is fetched with the first refused send.
    onInvalid: (errors) =>
      void import("../../lib/contact-form/invalid-summary").then(({ invalidSummary }) =>
        toast({
          ...invalidSummary(errors, CONTACT_FIELD_ORDER, copy.inputs, copy.invalidToast),
          variant: "destructive",
          group: "contact-form",
        }),
      ),
    onSent: () => setAttachment(null),
  })

  const selectAttachment = (file: File | null) => {
    if (!file) {
      setAttachment(null)
      form.showError("attachment", undefined)
      return
    }
    void loadRules().then(({ validateAttachment, formatFileSize, leadErrorText }) => {
      const error = validateAttachment(file)
      // A refused file is dropped, with a message naming it; everything else stays as it is.
      setAttachment(error ? null : file)
      setAttachmentSize(error ? "" : formatFileSize(file.size))
      form.showError("attachment", error ? leadErrorText("attachment", error, texts, file) : undefined)
    })
  }

  const failureText = form.failure ? copy.failures[form.failure === "rate-limited" ? "rateLimited" : form.failure] : ""
  const summary = {
    kind: "contacto" as const,
    values: contactLeadInput(form.values, form.privacy),
    texts: leads,
    hasAttachment: Boolean(attachment),
  }
  const handoff = useHandoffLinks(form.failure ? summary : null, site)

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={form.submit}
      aria-label={copy.submitLabel}
      data-ready={form.ready}
      {...form.fillEvents}
    >
      <Hint>{copy.requiredNote}</Hint>
      {form.restored ? (
        <React.Suspense fallback={null}>
          <RestoredNotice>{copy.draftRestored}</RestoredNotice>
        </React.Suspense>
      ) : null}
      <ContactFields form={form} copy={copy} provinces={provinces} />
      <AttachmentField
        copy={copy}
        file={attachment}
        size={attachmentSize}
        error={form.errors.attachment ?? null}
        onSelect={selectAttachment}
      />
      <Honeypot id="contacto-website" label={copy.honeypotLabel} value={form.website} onChange={form.setWebsite} />
      <PrivacyConsent
        id={contactFieldId("privacy")}
        copy={copy.inputs.privacy}
        checked={form.privacy}
        error={form.errors.privacy ?? null}
        onChange={form.setPrivacy}
      />
      {form.failure && handoff ? (
        <React.Suspense fallback={null}>
          <FailureHandoff
            copy={{ ...copy.handoff, message: failureText, newTabNote: newTabHint }}
            note={attachment ? copy.handoff.attachmentNote : null}
            links={handoff}
          />
        </React.Suspense>
      ) : null}
      <ContactSubmit form={form} copy={copy} />
    </Form>
  )
}

const Form = styled.form({
  display: "flex",
  flexDirection: "column",
  gap: "1.5rem",
  marginTop: "1.5rem",
})
