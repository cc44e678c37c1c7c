import { graphql, useStaticQuery } from "gatsby"
import { required } from "../lib/required"

/** The contact form's copy (content/contact-form.json) and the 24 provinces, in SPEC order. */
export function useContactFormContent() {
  const data = useStaticQuery<Queries.UseContactFormContentQuery>(graphql`
    query UseContactFormContent {
      contactFormJson {
        requiredNote
        inputs {
          name {
            label
            hint
          }
          company {
            label
            hint
          }
          email {
            label
            hint
          }
          phone {
            label
            hint
          }
          province {
            label
            hint
            placeholder
          }
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
          nameRequired
          emailRequired
          emailInvalid
          phoneRequired
          provinceRequired
          provinceUnknown
          messageRequired
          messageTooShort
          messageTooLong
          privacyRequired
          attachmentType
          attachmentSize
          attachmentEmpty
        }
        submitLabel
        responseNote
        draftRestored
        chooseFileLabel
        noFileLabel
        removeAttachmentLabel
        successToast {
          title
          description
        }
        privacyToast {
          title
          description
        }
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
    provinces: data.allProvincesJson.nodes.map((province) => province.name),
  }
}

export type ContactFormCopy = ReturnType<typeof useContactFormContent>["copy"]
