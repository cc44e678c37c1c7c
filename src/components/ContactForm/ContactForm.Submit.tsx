import styled from "@emotion/styled"
import type { LeadFormState } from "../../hooks/use-lead-form"
import type { ContactValues } from "../../lib/contact-form/draft"
import { SubmitButton } from "../Form/SubmitButton"
import { Icon } from "../Icon/Icon"
import type { ContactFormCopy } from "./use-contact-form-content"

/** The submit button ("Enviando…" while it sends) and, beside it, when the company answers (SPEC §9). */
export function ContactSubmit({ form, copy }: { form: LeadFormState<ContactValues>; copy: ContactFormCopy }) {
  return (
    <Submit>
      <SubmitButton sending={form.sending} sendingLabel={copy.sendingLabel} {...form.submitPointer}>
        {copy.submitLabel}
      </SubmitButton>
      <p>
        <Icon name="clock" size={18} />
        {copy.responseNote}
      </p>
    </Submit>
  )
}

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
