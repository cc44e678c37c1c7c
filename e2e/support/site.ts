import site from "../../content/site.json"

export { site }

/** The wa.me address every WhatsApp button opens (number from content/site.json). */
export const WHATSAPP_URL_PREFIX = `https://wa.me/${site.whatsappNumber}`
