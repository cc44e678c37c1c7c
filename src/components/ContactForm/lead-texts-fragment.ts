import { graphql } from "gatsby"

/**
 * The texts of content/leads.json that a form sending a lead needs, as fragments of its own static query:
 * the labels a lead's summary is written with (the WhatsApp and e-mail hand-off), the errors of the
 * contact fields (content/contact-form.json) and of the others, why a request did not go through,
 * the toasts (title and description), and the labels of the contact fields. Used by the contact form's
 * query (use-contact-form-content.ts); the request dialogs and the chat import content/leads.json in their
 * lazy chunks instead (see RequestDialog/use-request-dialog-content.ts).
 */
export const leadTextsFragments = graphql`
  fragment ContactDetailsInputsFields on ContactFormInputs {
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
  }

  fragment LeadSummaryTextsFields on LeadsJson {
    kindLabels {
      kind
      label
    }
    fieldLabels {
      field
      label
    }
    choiceLabels {
      value
      label
    }
    yes
    no
    itemNotInCatalog
    handoff {
      whatsappIntro
      mailSubject
      mailIntro
      attachmentNote
    }
  }

  fragment LeadErrorTextsFields on LeadsJson {
    errors {
      required
      productNameRequired
      quantityRequired
      periodRequired
      fromRequired
      toRequired
      deliveryPlaceRequired
      siteRequired
      localityRequired
      measureRequired
      placeRequired
      brandModelRequired
      servicesRequired
      logisticsRequired
      itemsRequired
      tooManyItems
      tooLong
      invalidCharacters
      invalidValue
      invalidChoice
      invalidQuantity
      invalidCuit
      invalidDate
      datePast
      dateFuture
      dateBeforeFrom
    }
  }

  fragment ContactErrorTextsFields on ContactFormErrors {
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
    attachmentDamaged
    attachmentUnsafe
    attachmentUnchecked
  }

  fragment RequestFailuresFields on RequestFailures {
    offline
    unavailable
    rateLimited
    server
  }

  fragment NoticeFields on Notice {
    title
    description
  }
`
