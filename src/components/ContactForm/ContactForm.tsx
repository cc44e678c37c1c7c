import * as React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useContactFormContent } from "../../hooks/use-contact-form-content"
import { useToast } from "../../hooks/use-toast"
import {
  CONTACT_DRAFT_MERGED_EVENT,
  clearContactDraft,
  emptyDraft,
  loadContactDraft,
  saveContactDraft,
} from "../../lib/contact-draft"
import type { ContactDraft } from "../../lib/contact-draft"
import { logContactRequest } from "../../lib/contact-log"
import {
  MESSAGE_MAX_LENGTH,
  VALIDATED_FIELDS,
  countCharacters,
  validateAttachment,
  validateContactForm,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
  validatePrivacy,
  validateProvince,
} from "../../lib/contact-validation"
import type { ContactErrors, ContactField, ContactFormValues } from "../../lib/contact-validation"
import type { Interest } from "../../lib/interests"
import { fillTemplate } from "../../lib/text-template"
import { media } from "../../styles/media"
import { Button } from "../Button"
import { Icon } from "../Icon/Icon"
import { AttachmentInput } from "./ContactForm.Attachment"
import { Field, FieldErrorText, Input, Select, TextArea } from "./ContactForm.Field"
import { InterestToggles } from "./ContactForm.Interests"
import { errorText } from "./error-text"
import type { RefusedFile } from "./error-text"

const FIELD_IDS: Record<ContactField | "company", string> = {
  name: "contacto-nombre",
  company: "contacto-empresa",
  email: "contacto-email",
  phone: "contacto-telefono",
  province: "contacto-provincia",
  message: "contacto-mensaje",
  attachment: "contacto-archivo",
  privacy: "contacto-privacidad",
}

const TEXT_FIELDS = ["name", "company", "email", "phone", "province", "message"] as const
type TextField = (typeof TEXT_FIELDS)[number]

const emptyValues = (): ContactFormValues => ({ ...emptyDraft(), privacy: false })

interface ContactFormProps {
  /** Interests asked for by the visit (navigation state or ?interes=), SPEC §4. */
  presetInterests: readonly Interest[]
}

/**
 * The contact form of SPEC §3–§5. Nothing the visitor types is lost: values survive validation errors and
 * refused files, a draft is kept in sessionStorage while typing (the attachment excepted) and restored on
 * return, and text typed before the page finished loading is adopted. A valid request is only logged
 * locally (SPEC §7), then the form resets.
 */
export function ContactForm({ presetInterests }: ContactFormProps) {
  const { copy, provinces } = useContactFormContent()
  const toast = useToast()
  const formRef = React.useRef<HTMLFormElement>(null)
  const fileInputRef = React.useRef<HTMLInputElement>(null)
  const [values, setValues] = React.useState<ContactFormValues>(emptyValues)
  const [attachment, setAttachment] = React.useState<File | null>(null)
  const [refusedFile, setRefusedFile] = React.useState<RefusedFile | null>(null)
  const [errors, setErrors] = React.useState<ContactErrors>({})
  const [attempted, setAttempted] = React.useState(false)
  const [restored, setRestored] = React.useState(false)
  // The draft is written only once it has been read, so the empty first render never erases it.
  const [ready, setReady] = React.useState(false)
  // A press on the submit button blurs the field being edited. Checking that field then would insert its
  // error above the button and move the button from under the pointer, so the click would never land.
  const submitPressed = React.useRef(false)

  React.useEffect(() => {
    const typedBeforeHydration = readTextFields(formRef.current)
    const draft = loadContactDraft()
    setValues((current) => ({
      ...current,
      ...draft,
      ...typedBeforeHydration,
      interests: union(draft?.interests ?? [], current.interests),
    }))
    setRestored(Boolean(draft && hasContent(draft)))
    setReady(true)
  }, [])

  const presetKey = presetInterests.join(",")
  React.useEffect(() => {
    if (presetKey) setValues((current) => ({ ...current, interests: union(current.interests, presetInterests) }))
    // presetKey stands for presetInterests: a new array with the same interests must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetKey])

  // Answers given in the chat while this form is on screen fill the fields still empty.
  React.useEffect(() => {
    const adopt = (event: Event) => {
      const fields = (event as CustomEvent<Partial<ContactDraft>>).detail
      setValues((current) => {
        const next = { ...current, interests: union(current.interests, fields.interests ?? []) }
        for (const field of TEXT_FIELDS) {
          const value = fields[field]
          if (value && !current[field].trim()) next[field] = value
        }
        return next
      })
    }
    window.addEventListener(CONTACT_DRAFT_MERGED_EVENT, adopt)
    return () => window.removeEventListener(CONTACT_DRAFT_MERGED_EVENT, adopt)
  }, [])

  React.useEffect(() => {
    if (!ready) return
    const { privacy: _privacy, ...draft } = values
    saveContactDraft(draft)
  }, [values, ready])

  const validateField = (field: ContactField, next: ContactFormValues) => {
    switch (field) {
      case "name":
        return validateName(next.name)
      case "email":
        return validateEmail(next.email)
      case "phone":
        return validatePhone(next.phone)
      case "province":
        return validateProvince(next.province, provinces)
      case "message":
        return validateMessage(next.message)
      case "privacy":
        return validatePrivacy(next.privacy)
      case "attachment":
        return validateAttachment(attachment)
    }
  }

  const setFieldError = (field: ContactField, error: ReturnType<typeof validateField>) =>
    setErrors((current) => {
      const next = { ...current }
      if (error) next[field] = error
      else delete next[field]
      return next
    })

  const update = (field: TextField | "privacy", value: string | boolean) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a submit attempt, or once a field shows an error, it is checked again as the visitor fixes it.
    if (field !== "company" && (attempted || errors[field])) setFieldError(field, validateField(field, next))
  }

  const checkOnBlur = (field: ContactField) => {
    if (submitPressed.current) return
    const value = values[field as keyof ContactFormValues]
    const filled = typeof value === "string" ? value.trim() !== "" : Boolean(value)
    if (attempted || filled) setFieldError(field, validateField(field, values))
  }

  const toggleInterest = (interest: Interest) =>
    setValues((current) => ({
      ...current,
      interests: current.interests.includes(interest)
        ? current.interests.filter((item) => item !== interest)
        : [...current.interests, interest],
    }))

  const selectAttachment = (file: File | null) => {
    const error = validateAttachment(file)
    if (error && file) {
      // The refused file is dropped; everything else the visitor entered stays as it is.
      setRefusedFile({ name: file.name, size: file.size })
      setAttachment(null)
      if (fileInputRef.current) fileInputRef.current.value = ""
      setFieldError("attachment", error)
      return
    }
    setRefusedFile(null)
    setAttachment(file)
    if (!file && fileInputRef.current) fileInputRef.current.value = ""
    setFieldError("attachment", null)
  }

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submitPressed.current = false
    const found = validateContactForm(values, attachment, provinces)
    setErrors(found)
    setAttempted(true)
    if (found.privacy) {
      toast({ ...copy.privacyToast, variant: "destructive", group: "contact-form" })
    }
    const firstInvalid = VALIDATED_FIELDS.find((field) => found[field])
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus()
      return
    }
    logContactRequest(values, attachment)
    toast({ ...copy.successToast, variant: "success", group: "contact-form" })
    setValues(emptyValues())
    setAttachment(null)
    setRefusedFile(null)
    if (fileInputRef.current) fileInputRef.current.value = ""
    setErrors({})
    setAttempted(false)
    setRestored(false)
    clearContactDraft()
  }

  const messageOf = (field: ContactField) => {
    const error = errors[field]
    return error ? errorText(field, error, copy.errors, refusedFile) : null
  }

  const messageCount = countCharacters(values.message)
  const fields = copy.inputs

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={copy.submitLabel} data-ready={ready}>
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      {restored ? (
        <Restored role="status">
          <Icon name="clipboard" size={20} />
          <span>{copy.draftRestored}</span>
        </Restored>
      ) : null}

      <Row>
        <Field id={FIELD_IDS.name} label={fields.name.label} hint={fields.name.hint} error={messageOf("name")} required>
          {(control) => (
            <Input
              {...control}
              name="nombre"
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => update("name", event.target.value)}
              onBlur={() => checkOnBlur("name")}
            />
          )}
        </Field>
        <Field id={FIELD_IDS.company} label={fields.company.label} hint={fields.company.hint}>
          {(control) => (
            <Input
              {...control}
              name="empresa"
              autoComplete="organization"
              value={values.company}
              onChange={(event) => update("company", event.target.value)}
            />
          )}
        </Field>
      </Row>

      <Row>
        <Field
          id={FIELD_IDS.email}
          label={fields.email.label}
          hint={fields.email.hint}
          error={messageOf("email")}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={values.email}
              onChange={(event) => update("email", event.target.value)}
              onBlur={() => checkOnBlur("email")}
            />
          )}
        </Field>
        <Field
          id={FIELD_IDS.phone}
          label={fields.phone.label}
          hint={fields.phone.hint}
          error={messageOf("phone")}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              name="telefono"
              autoComplete="tel"
              required
              value={values.phone}
              onChange={(event) => update("phone", event.target.value)}
              onBlur={() => checkOnBlur("phone")}
            />
          )}
        </Field>
      </Row>

      <Field
        id={FIELD_IDS.province}
        label={fields.province.label}
        hint={fields.province.hint}
        error={messageOf("province")}
        required
      >
        {(control) => (
          <Select
            {...control}
            name="provincia"
            autoComplete="address-level1"
            required
            value={values.province}
            onChange={(event) => update("province", event.target.value)}
            onBlur={() => checkOnBlur("province")}
          >
            <option value="">{fields.province.placeholder}</option>
            {provinces.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <InterestToggles
        legend={fields.interests.label}
        hint={fields.interests.hint}
        options={copy.interests}
        selected={values.interests}
        onToggle={toggleInterest}
      />

      <Field
        id={FIELD_IDS.message}
        label={fields.message.label}
        hint={fields.message.hint}
        error={messageOf("message")}
        required
        statusId="contacto-mensaje-contador"
        status={
          <Counter id="contacto-mensaje-contador" over={messageCount > MESSAGE_MAX_LENGTH}>
            {fillTemplate(copy.counter, { count: messageCount, max: MESSAGE_MAX_LENGTH })}
          </Counter>
        }
      >
        {(control) => (
          <TextArea
            {...control}
            name="mensaje"
            rows={6}
            required
            value={values.message}
            onChange={(event) => update("message", event.target.value)}
            onBlur={() => checkOnBlur("message")}
          />
        )}
      </Field>

      <Field
        id={FIELD_IDS.attachment}
        label={fields.attachment.label}
        hint={fields.attachment.hint}
        error={messageOf("attachment")}
      >
        {(control) => (
          <AttachmentInput
            ref={fileInputRef}
            control={control}
            file={attachment}
            labels={{ choose: copy.chooseFileLabel, none: copy.noFileLabel, remove: copy.removeAttachmentLabel }}
            onSelect={selectAttachment}
          />
        )}
      </Field>

      <Privacy>
        <PrivacyLabel>
          <input
            id={FIELD_IDS.privacy}
            type="checkbox"
            name="privacidad"
            required
            checked={values.privacy}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? `${FIELD_IDS.privacy}-error` : undefined}
            onChange={(event) => update("privacy", event.target.checked)}
          />
          <span>
            {fields.privacy.before}
            <Link to="/politica-de-privacidad">{fields.privacy.linkLabel}</Link>
            {fields.privacy.after}
            <span aria-hidden="true"> *</span>
          </span>
        </PrivacyLabel>
        {messageOf("privacy") ? (
          <FieldErrorText id={`${FIELD_IDS.privacy}-error`}>{messageOf("privacy")}</FieldErrorText>
        ) : null}
      </Privacy>

      <Submit>
        <Button
          type="submit"
          onPointerDown={() => {
            submitPressed.current = true
          }}
          onPointerCancel={() => {
            submitPressed.current = false
          }}
          onPointerLeave={() => {
            submitPressed.current = false
          }}
        >
          {copy.submitLabel}
        </Button>
        <p>
          <Icon name="clock" size={18} />
          {copy.responseNote}
        </p>
      </Submit>
    </Form>
  )
}

function union(first: readonly Interest[], second: readonly Interest[]): Interest[] {
  return Array.from(new Set([...first, ...second]))
}

function hasContent(draft: Partial<ContactDraft>): boolean {
  return TEXT_FIELDS.some((field) => Boolean(draft[field]?.trim())) || Boolean(draft.interests?.length)
}

/** Text the visitor (or the browser's autofill) put in the fields before React took over the page. */
function readTextFields(form: HTMLFormElement | null): Partial<Record<TextField, string>> {
  const found: Partial<Record<TextField, string>> = {}
  if (!form) return found
  for (const field of TEXT_FIELDS) {
    const element = document.getElementById(FIELD_IDS[field]) as HTMLInputElement | HTMLTextAreaElement | null
    if (element?.value) found[field] = element.value
  }
  return found
}

const Form = styled.form({
  display: "flex",
  flexDirection: "column",
  gap: "1.5rem",
  marginTop: "1.5rem",
})

const RequiredNote = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
}))

const Restored = styled.p(({ theme }) => ({
  display: "flex",
  gap: "0.625rem",
  alignItems: "flex-start",
  margin: 0,
  padding: "0.875rem 1rem",
  borderRadius: theme.radii.small,
  borderLeft: `4px solid ${theme.colors.accent}`,
  background: theme.colors.surface,
  fontSize: "0.9375rem",
  "& svg": { flex: "none", marginTop: "0.125rem", color: theme.colors.navy },
}))

const Row = styled.div({
  display: "grid",
  gap: "1.5rem",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "1.25rem" },
})

const Counter = styled("p", { shouldForwardProp: (prop) => prop !== "over" })<{ over: boolean }>(({ theme, over }) => ({
  margin: 0,
  alignSelf: "flex-end",
  fontSize: theme.fontSizes.small,
  fontVariantNumeric: "tabular-nums",
  color: over ? theme.colors.danger : theme.colors.textMuted,
  fontWeight: over ? 700 : 400,
}))

const Privacy = styled.div({ display: "flex", flexDirection: "column", gap: "0.5rem" })

const PrivacyLabel = styled.label(({ theme }) => ({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.75rem",
  cursor: "pointer",
  "& input": {
    flex: "none",
    width: "1.375rem",
    height: "1.375rem",
    marginTop: "0.125rem",
    accentColor: theme.colors.navy,
    cursor: "pointer",
  },
  '& input[aria-invalid="true"]': { outline: `2px solid ${theme.colors.danger}`, outlineOffset: "2px" },
}))

const Submit = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "1rem 1.5rem",
  paddingTop: "0.5rem",
  "& p": {
    display: "flex",
    alignItems: "center",
    gap: "0.5rem",
    margin: 0,
    fontSize: "0.9375rem",
    color: theme.colors.textMuted,
  },
  "& svg": { flex: "none", color: theme.colors.navy },
}))
