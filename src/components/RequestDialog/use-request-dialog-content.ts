import { graphql, useStaticQuery } from "gatsby"
import { required } from "../../lib/required"

/**
 * Every text a request dialog shows: its own content (content/request-dialogs.json), the contact fields'
 * labels and errors (content/contact-form.json), the other fields' errors and the hand-off's labels
 * (content/leads.json), the company's WhatsApp and e-mail, and the 24 provinces. The query lives in the dialog's own chunk, so none of it is in a page's first load.
 */
export function useRequestDialogContent() {
  const data = useStaticQuery<Queries.RequestDialogContentQuery>(graphql`
    query RequestDialogContent {
      requestDialogsJson {
        closeLabel
        submitLabel
        sendingLabel
        draftRestored
        newTabNote
        honeypotLabel
        inputs {
          productName {
            ...RequestFieldCopyFields
          }
          quantity {
            ...RequestFieldCopyFields
          }
          cuit {
            ...RequestFieldCopyFields
          }
          period {
            ...RequestFieldCopyFields
          }
          from {
            ...RequestFieldCopyFields
          }
          to {
            ...RequestFieldCopyFields
          }
          deliveryPlace {
            ...RequestFieldCopyFields
          }
          certificates {
            ...RequestFieldCopyFields
          }
          site {
            ...RequestFieldCopyFields
          }
          locality {
            ...RequestFieldCopyFields
          }
          measure {
            ...RequestFieldCopyFields
          }
          preferredDate {
            ...RequestFieldCopyFields
          }
          place {
            ...RequestFieldCopyFields
          }
          brandModel {
            ...RequestFieldCopyFields
          }
          serialNumber {
            ...RequestFieldCopyFields
          }
          services {
            ...RequestFieldCopyFields
          }
          lastCalibration {
            ...RequestFieldCopyFields
          }
          logistics {
            ...RequestFieldCopyFields
          }
          message {
            ...RequestFieldCopyFields
          }
        }
        successToast {
          ...NoticeFields
        }
        failureToast {
          ...NoticeFields
        }
        failures {
          ...RequestFailuresFields
        }
        handoff {
          whatsappLabel
          emailLabel
        }
        catalog {
          sentNote
          downloadLabel
        }
        kinds {
          kind
          title
          intro
        }
      }
      contactFormJson {
        requiredNote
        counter
        inputs {
          ...ContactDetailsInputsFields
          privacy {
            before
            linkLabel
            after
          }
        }
        errors {
          ...ContactErrorTextsFields
        }
      }
      leadsJson {
        ...LeadSummaryTextsFields
        ...LeadErrorTextsFields
      }
      siteJson {
        email
        whatsappNumber
      }
      allProvincesJson {
        nodes {
          name
        }
      }
    }
  `)
  return {
    copy: required(data.requestDialogsJson, "content/request-dialogs.json"),
    contact: required(data.contactFormJson, "content/contact-form.json"),
    leads: required(data.leadsJson, "content/leads.json"),
    site: required(data.siteJson, "content/site.json"),
    provinces: data.allProvincesJson.nodes.map((province) => province.name),
  }
}

/** A field's label, hint and (radio and checkbox groups) options. */
export const requestFieldCopyFields = graphql`
  fragment RequestFieldCopyFields on RequestFieldCopy {
    label
    hint
    options {
      value
      label
    }
  }
`

export type RequestDialogContent = ReturnType<typeof useRequestDialogContent>
