import { graphql, useStaticQuery } from "gatsby"
import { chatOptionSources } from "../../lib/chat-sources"
import { required } from "../../lib/required"
import type { ChatScript } from "../../lib/chat-machine"

/** The chat's script and copy (content/chat.json) and the content its generated options come from. */
export function useChatContent() {
  const data = useStaticQuery<Queries.UseChatContentQuery>(graphql`
    query UseChatContent {
      chatJson {
        title
        subtitle
        closeLabel
        logLabel
        inputLabel
        sendLabel
        typingLabel
        whatsappLabel
        leaveDataLabel
        privacyNote
        privacyLinkLabel
        leadToast {
          title
          description
        }
        leadFailure {
          toast {
            title
            description
          }
          message
          whatsappLabel
          emailLabel
        }
        startStep
        fallbackStep
        leadStep
        steps {
          id
          messages
          input {
            field
            placeholder
            next
          }
          options {
            text
            value
            next
            action
            interest
            path
          }
          optionsFrom
          optionsNext
          choiceField
          consent
          completesLead
        }
      }
      allCategoriesJson {
        nodes {
          slug
          name
        }
      }
      rentalJson {
        offers {
          slug
          title
        }
      }
      servicesJson {
        services {
          slug
          title
        }
      }
      allEquipmentLinesJson {
        nodes {
          slug
          name
          category
        }
      }
      allProvincesJson {
        nodes {
          name
        }
      }
      leadsJson {
        ...LeadSummaryTextsFields
      }
    }
  `)
  const chat = required(data.chatJson, "content/chat.json")
  return {
    copy: chat,
    script: chat as ChatScript,
    sources: chatOptionSources(
      data.allCategoriesJson.nodes,
      required(data.rentalJson, "content/rental.json").offers,
      required(data.servicesJson, "content/services.json").services,
      data.allEquipmentLinesJson.nodes,
    ),
    provinces: data.allProvincesJson.nodes.map((province) => province.name),
    /** Labels and hand-off texts of content/leads.json, for a lead that could not be sent. */
    leadTexts: required(data.leadsJson, "content/leads.json"),
  }
}
