import type { AttachmentInfo, ContactFormValues } from "./contact-validation"

export interface ContactRequestRecord extends ContactFormValues {
  attachment: AttachmentInfo | null
  receivedAt: string
}

/**
 * SPEC §7: no backend yet, so a valid request is only logged in the browser's console. The attachment is
 * logged as its name, type and size, never its content. Returns what was logged.
 */
export function logContactRequest(
  values: ContactFormValues,
  attachment: AttachmentInfo | null,
  now: Date = new Date(),
): ContactRequestRecord {
  const record: ContactRequestRecord = {
    ...values,
    attachment: attachment ? { name: attachment.name, type: attachment.type, size: attachment.size } : null,
    receivedAt: now.toISOString(),
  }
  console.info("Consulta de contacto (registro local, sin envío):", record)
  return record
}
