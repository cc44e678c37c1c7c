import type { IncomingMessage } from "http"

/** JSON bodies: the largest lead (every field at its cap) is about 6 KB. */
export const JSON_BODY_LIMIT = 64 * 1024
/** Multipart bodies: the 10 MB attachment, the fields and the multipart framing. */
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024

/** A file as multer (Gatsby's multipart parser) hands it over, kept in memory. */
export interface UploadedFile {
  fieldname: string
  originalname: string
  mimetype: string
  size: number
  buffer: Buffer
}

export type BodyKind = "json" | "multipart"

/** The content types the endpoint reads; anything else is answered 415 before the body is read. */
export function bodyKind(contentType: string | undefined): BodyKind | null {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase()
  if (type === "application/json") return "json"
  if (type === "multipart/form-data") return "multipart"
  return null
}

export function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers["content-length"]
  return header && /^\d+$/.test(header) ? Number(header) : null
}

export class BodyTooLarge extends Error {}
export class MalformedBody extends Error {}

/** Reads a JSON body up to `limit` bytes (Gatsby's own JSON parser is switched off for this function). */
export async function readJsonBody(
  request: IncomingMessage,
  limit = JSON_BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLarge()
    chunks.push(chunk as Buffer)
  }
  let data: unknown
  try {
    data = JSON.parse(Buffer.concat(chunks).toString("utf8"))
  } catch {
    throw new MalformedBody()
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new MalformedBody()
  return data as Record<string, unknown>
}
