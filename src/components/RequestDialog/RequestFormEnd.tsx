import styled from "@emotion/styled"
import type { LeadFormState } from "../../hooks/use-lead-form"
import type { FormValue } from "../../lib/lead-form"
import { handoffLinks } from "../../lib/leads/handoff"
import type { LeadKind } from "../../lib/leads/kinds"
import type { LeadInput } from "../../lib/leads/validate"
import { media } from "../../styles/media"
import { FailureHandoff } from "../Form/FailureHandoff"
import { Honeypot } from "../Form/Honeypot"
import { PrivacyConsent } from "../Form/PrivacyConsent"
import { SubmitButton } from "../Form/SubmitButton"
import type { RequestDialogContent } from "./use-request-dialog-content"

interface RequestFormEndProps<Values extends Partial<Record<string, FormValue>>> {
  kind: LeadKind
  /** The form's id prefix: the honeypot's and the consent's ids follow it. */
  idPrefix: string
  form: LeadFormState<Values>
  /** The lead as it is sent, for the hand-off's WhatsApp and e-mail texts when sending fails. */
  lead: LeadInput
  content: RequestDialogContent
  submitLabel: string
  sendingLabel: string
}

/**
 * How every request dialog's form ends (a request's and the quote list's): the honeypot, the privacy consent,
 * the hand-off to WhatsApp and e-mail after a failed send, and the submit button.
 */
export function RequestFormEnd<Values extends Partial<Record<string, FormValue>>>({
  kind,
  idPrefix,
  form,
  lead,
  content,
  submitLabel,
  sendingLabel,
}: RequestFormEndProps<Values>) {
  return (
    <>
      <Honeypot
        id={`${idPrefix}-website`}
        label={content.copy.honeypotLabel}
        value={form.website}
        onChange={form.setWebsite}
      />
      <PrivacyConsent
        id={`${idPrefix}-privacy`}
        copy={content.contact.inputs.privacy}
        checked={form.privacy}
        error={form.errors.privacy ?? null}
        newTabNote={content.copy.newTabNote}
        onChange={form.setPrivacy}
      />
      {form.failure ? (
        <FailureHandoff
          copy={{
            message: content.copy.failures[form.failure === "rate-limited" ? "rateLimited" : form.failure],
            whatsappLabel: content.copy.handoff.whatsappLabel,
            emailLabel: content.copy.handoff.emailLabel,
            newTabNote: content.copy.newTabNote,
          }}
          links={handoffLinks({ kind, values: lead, texts: content.leads }, content.site)}
        />
      ) : null}
      <SubmitRow>
        <SubmitButton sending={form.sending} sendingLabel={sendingLabel}>
          {submitLabel}
        </SubmitButton>
      </SubmitRow>
    </>
  )
}

const SubmitRow = styled.div({ display: "grid", [media.tablet]: { justifyContent: "start" } })
