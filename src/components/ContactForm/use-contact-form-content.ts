import { graphql, useStaticQuery } from "gatsby"
import { required } from "../../lib/required"

/**
 * The contact form's copy (content/contact-form.json), the texts of content/leads.json its errors and its
 * hand-off need, and the 24 provinces, in SPEC order.
 */
export function useContactFormContent() {
  const data = useStaticQuery<Queries.UseContactFormContentQuery>(graphql`
    query UseContactFormContent {
      contactFormJson {
        requiredNote
        inputs {
          ...ContactDetailsInputsFields
          interests {
            label
            hint
          }
          message {
            label
            hint
          }
          attachment {
            label
            hint
          }
          privacy {
            before
            linkLabel
            after
          }
        }
        interests {
          value
          label
        }
        counter
        errors {
          ...ContactErrorTextsFields
        }
        submitLabel
        sendingLabel
        responseNote
        draftRestored
        chooseFileLabel
        noFileLabel
        removeAttachmentLabel
        successToast {
          ...NoticeFields
        }
        referenceNote
        failureToast {
          ...NoticeFields
        }
        failures {
          ...RequestFailuresFields
        }
        handoff {
          whatsappLabel
          emailLabel
          attachmentNote
        }
        honeypotLabel
        invalidToast {
          title
          oneField
          manyFields
          privacy
        }
      }
      leadsJson {
        ...LeadSummaryTextsFields
        ...LeadErrorTextsFields
      }
      allProvincesJson {
        nodes {
          name
        }
      }
    }
  `)
  return {
    copy: required(data.contactFormJson, "content/contact-form.json"),
    leads: required(data.leadsJson, "content/leads.json"),
    provinces: data.allProvincesJson.nodes.map((province) => province.name),
  }
}

export type ContactFormCopy = ReturnType<typeof useContactFormContent>["copy"]
