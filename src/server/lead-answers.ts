/**
 * The answers of POST /api/leads (lead-admission.ts, lead-endpoint.ts): a status, a JSON body with a Spanish
 * message from content/leads.json, and no caching.
 */
import type { LeadsConfig } from "./config"
import { DAY_MS, RATE_WINDOW_MS } from "./config"
import { leadsContent } from "./content"
import type { AddressUsage } from "./store/types"

export type AnswerName = keyof typeof leadsContent.answers

export interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
  /**
   * The delivery a stored lead started: it never rejects. A long-running server lets it go on; a Gatsby
   * Function waits for it after answering, since a Functions host may freeze the function once it returns.
   */
  delivery?: Promise<void>
}

export function refusal(status: number, name: AnswerName, headers: Record<string, string> = {}): Answer {
  return { status, body: { message: leadsContent.answers[name] }, headers: { "Cache-Control": "no-store", ...headers } }
}

export function answer(status: number, body: Record<string, unknown>): Answer {
  return { status, body, headers: { "Cache-Control": "no-store" } }
}

/** An error as one quoted line for the log (never the visitor's bytes unescaped). */
export function errorMessage(error: unknown): string {
  return JSON.stringify(error instanceof Error ? error.message : String(error)).slice(0, 300)
}

function secondsUntil(at: Date | null, now: Date): string {
  const seconds = at ? Math.ceil((at.getTime() - now.getTime()) / 1000) : RATE_WINDOW_MS / 1000
  return String(Math.max(1, seconds))
}

/** 429 with the time until the quota frees: the oldest lead leaving the window, or a day for the bytes. */
export function quotaRefusal(usage: AddressUsage, config: LeadsConfig, now: Date): Answer {
  if (usage.leadsInWindow >= config.rateLimit) {
    return refusal(429, "rateLimited", { "Retry-After": secondsUntil(usage.windowFreesAt, now) })
  }
  return refusal(429, "dailyQuota", { "Retry-After": String(DAY_MS / 1000) })
}
