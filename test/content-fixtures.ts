import { categories, equipmentLines, navigation } from "./content-lists"
import chat from "../content/chat.json"
import contactForm from "../content/contact-form.json"
import cta from "../content/cta.json"
import footer from "../content/footer.json"
import interfaceText from "../content/interface.json"
import leads from "../content/leads.json"
import provinces from "../content/provinces.json"
import quoteList from "../content/quote-list.json"
import rental from "../content/rental.json"
import requestDialogs from "../content/request-dialogs.json"
import services from "../content/services.json"
import site from "../content/site.json"
import { withFacts } from "../src/lib/facts"

/**
 * The answer to every `useStaticQuery` in unit tests: the content files, shaped as GraphQL returns them (the
 * company's facts filled in, as gatsby/content-facts.ts does).
 */
export const staticQueryData = withFacts(
  {
    site: {
      siteMetadata: { siteUrl: "https://www.vigiaseguridad.com.ar" },
      buildTime: "2020",
    },
    siteJson: site,
    allNavigationJson: { nodes: navigation },
    footerJson: footer,
    ctaJson: cta,
    interfaceJson: interfaceText,
    contactFormJson: contactForm,
    requestDialogsJson: requestDialogs,
    leadsJson: leads,
    chatJson: chat,
    quoteListJson: quoteList,
    allCategoriesJson: { nodes: categories },
    allEquipmentLinesJson: { nodes: equipmentLines },
    rentalJson: rental,
    servicesJson: services,
    allProvincesJson: { nodes: provinces },
  },
  site,
)
