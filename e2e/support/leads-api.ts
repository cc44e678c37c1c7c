/**
 * What the specs of POST /api/leads share: leads as the site's forms send them, each test its own visitor
 * (the e2e server trusts a header as the address), the store and the answers read back.
 */
import { randomUUID } from "crypto"
import http from "http"
import type { APIRequestContext, APIResponse } from "@playwright/test"
import { BASE_URL } from "./browser"
import { storedLeads } from "./lead-store"
import { E2E_CLIENT_IP_HEADER } from "./leads-env"
import { expect } from "./test"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"

export const ENDPOINT = "/api/leads"
export const ORIGIN = new URL(BASE_URL).origin

/** An IPv6 address in a /64 of its own (documentation prefix 2001:db8::/32): a quota of its own. */
export function randomVisitorAddress(): string {
  const [a, b] = randomUUID().split("-")
  return `2001:db8:${a.slice(0, 4)}:${b}::1`
}

/** Each test is its own visitor (the e2e server trusts this header as the address), so rate limits do not mix. */
export function visitorHeaders(): Record<string, string> {
  return { Origin: ORIGIN, [E2E_CLIENT_IP_HEADER]: randomVisitorAddress() }
}

/** A valid chat lead whose name carries a marker, to find it (or not) in the store. */
export function chatLead(marker: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: "chat",
    idempotencyKey: randomUUID(),
    website: "",
    elapsedMs: 5000,
    privacy: true,
    pageUrl: "/",
    name: `Ana ${marker}`,
    company: "Acme",
    email: "ana@empresa.com.ar",
    phone: "+54 11 4000-0000",
    province: "cordoba",
    interest: "alquiler",
    ...overrides,
  }
}

export function contactForm(marker: string): FormData {
  const form = new FormData()
  const fields: Array<[string, string]> = [
    ["kind", "contacto"],
    ["idempotencyKey", randomUUID()],
    ["website", ""],
    ["elapsedMs", "8000"],
    ["privacy", "true"],
    ["pageUrl", "/contacto"],
    ["name", `Beto ${marker}`],
    ["company", "Planta Norte"],
    ["email", "beto@planta.com.ar"],
    ["phone", "0351 400-0000"],
    ["province", "Córdoba"],
    ["interests", "compra"],
    ["interests", "servicio-tecnico"],
    ["message", "Necesitamos calibrar ocho detectores de cuatro gases."],
  ]
  for (const [name, value] of fields) form.append(name, value)
  return form
}

export const WHOLE_REFERENCE = new RegExp(`^${REFERENCE_PATTERN}$`)

export const marker = () => `m${randomUUID().slice(0, 8)}`
export const isStored = (mark: string) => storedLeads().some((lead) => lead.name.includes(mark))

export async function expectMessage(response: APIResponse, status: number, message: string) {
  expect(response.status()).toBe(status)
  expect(await response.json()).toEqual({ message })
}

/**
 * A multipart POST that declares `length` bytes and sends only its headers: the answer the server gives before
 * the body (Playwright's request API would fail writing a body the server refused to read).
 */
export function answerBeforeBody(length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(`${BASE_URL}${ENDPOINT}`, {
      method: "POST",
      headers: {
        ...visitorHeaders(),
        "Content-Type": "multipart/form-data; boundary=limite",
        "Content-Length": String(length),
      },
    })
    sent.on("response", (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    sent.on("error", reject)
    sent.setTimeout(10_000, () => sent.destroy(new Error("no answer before the body")))
    sent.flushHeaders()
  })
}

export function postJson(request: APIRequestContext, body: unknown, headers = visitorHeaders()) {
  return request.post(ENDPOINT, {
    headers: { ...headers, "Content-Type": "application/json" },
    data: JSON.stringify(body),
  })
}
