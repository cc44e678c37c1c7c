import { createHash } from "crypto"
import type { IncomingHttpHeaders } from "http"
import ipaddr from "ipaddr.js"
import proxyAddr from "proxy-addr"
import type { LeadsConfig } from "./config"

/** What the checks before reading need of a request: its method, headers and the socket's peer. */
export interface RequestHead {
  method: string
  headers: IncomingHttpHeaders
  socketAddress: string | undefined
}

/**
 * Same origin only: browsers send `Origin` with every POST, and it must name this site's own host (the
 * `Host` the request came to) or one of LEADS_ALLOWED_ORIGINS. No Origin (a script, not a browser) fails.
 */
export function isSameOrigin(head: Pick<RequestHead, "headers">, config: Pick<LeadsConfig, "extraOrigins">): boolean {
  const origin = head.headers.origin
  if (!origin) return false
  if (config.extraOrigins.includes(origin)) return true
  try {
    const { host, protocol } = new URL(origin)
    return (protocol === "https:" || protocol === "http:") && host === head.headers.host
  } catch {
    return false
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * The visitor's address. Behind proxies that append to X-Forwarded-For (nginx, a load balancer), the client
 * is the rightmost hop not in LEADS_TRUSTED_PROXIES: every entry left of it was written by the client and
 * proves nothing. Platforms that set a header of their own with the one address they saw
 * (x-nf-client-connection-ip on Netlify, x-real-ip set by nginx, cf-connecting-ip) name it in
 * LEADS_CLIENT_IP_HEADER. Whatever the header, it is believed only when the connection comes from one of
 * LEADS_TRUSTED_PROXIES: from any other peer anyone can write it, and the socket's own address counts.
 */
export function clientAddress(
  head: RequestHead,
  config: Pick<LeadsConfig, "clientIpHeader" | "trustedProxies">,
): string {
  const socketAddress = head.socketAddress ?? ""
  if (!config.clientIpHeader) return socketAddress
  const trusted = proxyAddr.compile(config.trustedProxies)
  if (!trusted(socketAddress, 0)) return socketAddress
  if (config.clientIpHeader === "x-forwarded-for") {
    const request = {
      headers: head.headers,
      connection: { remoteAddress: socketAddress },
      socket: { remoteAddress: socketAddress },
    }
    return proxyAddr(request as never, trusted)
  }
  const value = firstValue(head.headers[config.clientIpHeader])?.split(",").pop()?.trim()
  return value && ipaddr.isValid(value) ? value : socketAddress
}

/**
 * The unit a quota counts: an IPv4 address, or an IPv6 /64 (one subscriber's network: a single visitor
 * holds 2⁶⁴ addresses of it). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function quotaSubject(address: string): string {
  if (!ipaddr.isValid(address)) return "unknown"
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  if (parsed.kind() === "ipv4") return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`
}

/** The quota counts by a hash of the address or prefix: the store never holds the address itself. */
export function addressKey(address: string): string {
  return createHash("sha256")
    .update(`vigia-leads:${quotaSubject(address)}`)
    .digest("hex")
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value)
}
