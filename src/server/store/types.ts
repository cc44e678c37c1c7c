import type { LeadKind } from "../../lib/leads/kinds"
import type { LeadValue } from "../../lib/leads/validate"

export type LeadFields = Record<string, LeadValue>

export interface StoredAttachment {
  name: string
  type: string
  size: number
  content: Buffer
}

export interface NewLead {
  kind: LeadKind
  idempotencyKey: string
  fields: LeadFields
  pageUrl: string
  createdAt: Date
  /** The consent given with the lead: the privacy policy's version (its revision date) it was given to. */
  consent: { accepted: true; at: Date; policyVersion: string }
  attachment: StoredAttachment | null
}

export type LeadStatus = "pending" | "delivered"

/** A lead as the staff commands list it (no attachment bytes). */
export interface LeadRow {
  id: number
  reference: string
  kind: LeadKind
  createdAt: Date
  fields: LeadFields
  pageUrl: string
  consentAt: Date
  policyVersion: string
  status: LeadStatus
  mailedAt: Date | null
  webhookedAt: Date | null
  attempts: number
  lastError: string | null
  attachmentName: string | null
}

/** A lead claimed for delivery, with its attachment. */
export interface ClaimedLead extends LeadRow {
  attachment: StoredAttachment | null
}

export type Channel = "mail" | "webhook"

/**
 * One interface over SQLite and PostgreSQL. Every write is a single statement or a transaction, so two
 * processes (the site and a staff command) can work on the same store.
 */
export interface LeadStore {
  readonly dialect: "sqlite" | "postgres"
  /** Stores a lead, or finds the one stored with the same idempotency key (created: false). */
  insert(lead: NewLead): Promise<{ reference: string; created: boolean }>
  /**
   * Counts one request of an address (a hash of it) in the window and says whether it is over the limit;
   * a request over the limit is not counted.
   */
  rateLimitHit(addressKey: string, now: Date, windowMs: number, limit: number): Promise<boolean>
  /**
   * Claims the oldest pending lead no one else holds, for `leaseMs`, atomically: two deliveries running at
   * once never get the same lead. `ignoreBackoff` (the staff retry) also takes leads waiting after a failure;
   * `afterId` skips the leads up to that id (a run going through the pending leads once, in order).
   */
  claimPending(now: Date, leaseMs: number, ignoreBackoff: boolean, afterId?: number): Promise<ClaimedLead | null>
  /** Records that a channel delivered the lead (before trying the next one, so it is never sent twice). */
  markSent(id: number, channel: Channel, at: Date): Promise<void>
  /** Ends a claim: delivered, or still pending with the error and the time before the next automatic try. */
  release(id: number, outcome: { delivered: boolean; error: string | null; retryAfter: Date | null }): Promise<void>
  list(): Promise<LeadRow[]>
  /** Deletes the leads (and their attachments) received before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>
  close(): Promise<void>
}

/** VG-2026-000123: the year received (Buenos Aires) and the lead's number. */
export function formatReference(year: number, number: number): string {
  return `VG-${year}-${String(number).padStart(6, "0")}`
}

/** The calendar year in Buenos Aires (UTC−3), for the reference. */
export function yearInArgentina(at: Date): number {
  return new Date(at.getTime() - 3 * 60 * 60 * 1000).getUTCFullYear()
}

/** A claimed lead's attachment from its row's columns (the same names in both databases), or null. */
export function storedAttachment(row: Record<string, unknown>): StoredAttachment | null {
  if (!row.attachment) return null
  return {
    name: String(row.attachment_name),
    type: String(row.attachment_type),
    size: Number(row.attachment_size),
    content: row.attachment as Buffer,
  }
}
