/** The quota of stored leads per address (issue #23), behind a trusted proxy. */
import { randomUUID } from "crypto"
import http from "http"
import { check, checkThat, heading } from "./checks"
import { hostileCase, statusList } from "./hostile-case"
import type { Lab } from "./lab"
import { closeLab, openLab } from "./lab"
import type { Served } from "./servers"
import { chatLead, post, send } from "./requests"

/** The default quota: accepted leads per address (IPv4) or /64 (IPv6) in 10 minutes. */
export const QUOTA = 30

/**
 * The quota, behind a trusted proxy on loopback: the client writes whatever it likes first in
 * X-Forwarded-For; the proxy appends the address it saw, and only that one counts.
 */
export async function quotaCases(lab: Lab) {
  let rotation = 0
  const forwarded = (client: string) => {
    rotation += 1
    return { "X-Forwarded-For": `203.0.${rotation >> 8}.${rotation & 255}, ${client}` }
  }
  const served = lab.server
  await hostileCase(lab, `rotating X-Forwarded-For first entries, one IPv4 client, quota ${QUOTA}`, async () => {
    const invalid = []
    for (let index = 0; index < 10; index += 1) {
      invalid.push((await send(served.url, { ...chatLead(), name: "" }, forwarded("198.51.100.7"))).status)
    }
    checkThat(
      "10 invalid leads first (they spend no quota)",
      invalid.every((status) => status === 422),
      statusList(invalid),
      "10 × 422",
    )
    const accepted = []
    for (let index = 0; index < QUOTA; index += 1) {
      accepted.push((await send(served.url, chatLead(), forwarded("198.51.100.7"))).status)
    }
    checkThat(
      `${QUOTA} leads`,
      accepted.every((status) => status === 201),
      statusList(accepted),
      `${QUOTA} × 201`,
    )
    const over = await post(served.url, JSON.stringify(chatLead()), "application/json", forwarded("198.51.100.7"))
    check("the next one", 429, over.status)
    const retryAfter = over.headers?.get("retry-after") ?? ""
    checkThat(
      "Retry-After",
      /^\d+$/.test(retryAfter) && Number(retryAfter) > 0 && Number(retryAfter) <= 600,
      retryAfter || "absent",
      "seconds, 1 to 600",
    )
    const more = []
    for (let index = 0; index < 5; index += 1)
      more.push((await send(served.url, chatLead(), forwarded("198.51.100.7"))).status)
    checkThat(
      "5 more with new first entries",
      more.every((status) => status === 429),
      statusList(more),
      "5 × 429",
    )
    const other = await send(served.url, chatLead(), forwarded("198.51.100.8"))
    check("another address meanwhile", 201, other.status)
    return QUOTA + 1
  })
  await hostileCase(lab, `one IPv6 /64, every lead from a different address in it, quota ${QUOTA}`, async () => {
    const address = (index: number) => `2001:db8:7:4:${(index + 1).toString(16)}:${randomUUID().slice(0, 4)}::1`
    const accepted = []
    for (let index = 0; index < QUOTA; index += 1)
      accepted.push((await send(served.url, chatLead(), forwarded(address(index)))).status)
    checkThat(
      `${QUOTA} leads`,
      accepted.every((status) => status === 201),
      statusList(accepted),
      `${QUOTA} × 201`,
    )
    check("the next one", 429, (await send(served.url, chatLead(), forwarded(address(QUOTA)))).status)
    check("another /64 meanwhile", 201, (await send(served.url, chatLead(), forwarded("2001:db8:7:5::1"))).status)
    return QUOTA + 1
  })
}

/** A chat lead sent from another loopback address (another visitor for the server), with `headers`. */
function sendFrom(served: Served, localAddress: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify(chatLead())
  return new Promise((resolve) => {
    const request = http.request(
      `${served.url}/api/leads`,
      {
        method: "POST",
        localAddress,
        headers: {
          ...headers,
          Origin: served.url,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on("error", () => resolve(0))
    request.end(body)
  })
}

/**
 * Issue #50: `LEADS_CLIENT_IP_HEADER=x-real-ip` believed only from a trusted proxy. From any other peer a
 * rotating X-Real-IP changes nothing: the connection's own address spends the quota.
 */
export async function clientAddressRun() {
  const quota = 5
  heading(`Client-address headers · X-Real-IP believed only from LEADS_TRUSTED_PROXIES (quota ${quota})`)
  const lab = await openLab({
    LEADS_RATE_LIMIT: String(quota),
    LEADS_CLIENT_IP_HEADER: "x-real-ip",
    LEADS_TRUSTED_PROXIES: "127.0.0.1",
  })
  try {
    let rotation = 0
    const rotating = () => ({ "X-Real-IP": `203.0.113.${(rotation += 1)}` })
    const direct = []
    for (let index = 0; index < quota + 3; index += 1) direct.push(await sendFrom(lab.server, "127.0.0.2", rotating()))
    check(`from 127.0.0.2 (no proxy), a new X-Real-IP each time`, `${quota} × 201, 3 × 429`, statusList(direct))
    const proxied = []
    for (let index = 0; index < quota + 3; index += 1) proxied.push(await sendFrom(lab.server, "127.0.0.1", rotating()))
    check(`through the trusted proxy (127.0.0.1), a visitor each`, `${quota + 3} × 201`, statusList(proxied))
  } finally {
    await closeLab(lab)
  }
}
