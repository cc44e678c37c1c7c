/**
 * The three interests of the contact form and the chat (SPEC §3), as they travel between them: in
 * navigation state (`{ interests: ["alquiler"] }`) and in the query string (`/contacto?interes=alquiler`).
 * Their visible labels are content (content/contact-form.json).
 */
export const INTERESTS = ["compra", "alquiler", "servicio-tecnico"] as const

export type Interest = (typeof INTERESTS)[number]

export function isInterest(value: unknown): value is Interest {
  return typeof value === "string" && (INTERESTS as readonly string[]).includes(value)
}

/** The contact page with an interest preset, for links: `/contacto?interes=alquiler`. */
export function contactPathFor(interest: Interest): string {
  return `/contacto?interes=${interest}`
}

/** The navigation state that presets the contact form's interests (SPEC §4). */
export function contactStateFor(interest: Interest): { interests: Interest[] } {
  return { interests: [interest] }
}
