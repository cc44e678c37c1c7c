import { createHash } from "crypto"
import type { IncomingMessage } from "http"
import type { LeadsConfig } from "./config"

/**
 * Same origin only: browsers send `Origin` with every POST, and it must name this site's own host (the
 * `Host` the request came to) or one of LEADS_ALLOWED_ORIGINS. No Origin (a script, not a browser) fails.
 */
export function isSameOrigin(request: IncomingMessage, config: Pick<LeadsConfig, "extraOrigins">): boolean {
  const origin = request.headers.origin
  if (!origin) return false
  if (config.extraOrigins.includes(origin)) return true
  try {
    const { host, protocol } = new URL(origin)
    return (protocol === "https:" || protocol === "http:") && host === request.headers.host
  } catch {
    return false
  }
}

/** The visitor's address: the socket's, or the header a trusted proxy sets (LEADS_CLIENT_IP_HEADER). */
export function clientAddress(request: IncomingMessage, config: Pick<LeadsConfig, "clientIpHeader">): string {
  const forwarded = config.clientIpHeader ? request.headers[config.clientIpHeader] : undefined
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded
  return value?.split(",")[0].trim() || request.socket.remoteAddress || "unknown"
}

/** The rate limit counts by a hash of the address: the store never holds the address itself. */
export function addressKey(address: string): string {
  return createHash("sha256").update(`vigia-leads:${address}`).digest("hex")
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value)
}
