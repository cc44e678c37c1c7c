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
  /** A hash of the visitor's address (or IPv6 prefix): the quota counts the leads stored under it. */
  addressKey: string
  /** Suspected spam: stored with status `spam`, listed apart, never delivered. */
  spam: boolean
}

/**
 * pending: to deliver (now, or after its backoff); delivered; failed: its attempts ran out (a dead letter,
 * delivered again only by a staff retry); spam: kept, never delivered.
 */
export type LeadStatus = "pending" | "delivered" | "failed" | "spam"

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
  /** When the automatic delivery may try again after a failure (null: as soon as it runs). */
  nextAttemptAt: Date | null
  /** Until when a delivery holds the lead (a claim that outlived its delivery only blocks until then). */
  claimedUntil: Date | null
  /** When its attempts ran out. */
  failedAt: Date | null
  /** When staff were told it failed. */
  alertedAt: Date | null
  /** Bytes the lead occupies: its fields' JSON and its attachment. */
  storedBytes: number
  attachmentName: string | null
}

/** A lead claimed for delivery, with its attachment. */
export interface ClaimedLead extends LeadRow {
  attachment: StoredAttachment | null
}

export type Channel = "mail" | "webhook"

/** Which leads a claim may take. By default the automatic delivery's: pending ones that are due. */
export interface ClaimScope {
  /** Skips the leads up to this id: a run goes through the due leads once, oldest first. */
  afterId?: number
  /** Also leads waiting out their backoff (the staff retry). */
  ignoreBackoff?: boolean
  /** Also failed leads (the staff retry with --failed, or by reference). */
  includeFailed?: boolean
  /** Only these references. */
  references?: readonly string[]
}

/** How a claimed lead's delivery ended. */
export type DeliveryOutcome =
  | { status: "delivered" }
  /** Tried and failed: the error, and when the automatic delivery may try again. */
  | { status: "pending"; error: string; nextAttemptAt: Date }
  /**
   * Not tried for a reason outside the lead (the mail server unreachable): the attempt the claim counted is
   * given back and the lead stays due.
   */
  | { status: "untried"; error: string }
  /** Its attempts ran out: a dead letter. */
  | { status: "failed"; error: string; at: Date }

/**
 * An address's use of the form: the quota counts stored leads and refused uploads (a file refused by its
 * checks costs what a lead with it would); other invalid requests spend nothing.
 */
export interface AddressUsage {
  /** Leads stored under the address (spam included) in the window. */
  leadsInWindow: number
  /** When the oldest of them leaves the window (null: none in it). */
  windowFreesAt: Date | null
  /** Bytes stored under the address in the last 24 hours. */
  bytesLastDay: number
}

/** What one address may store: leads in a window, bytes in 24 hours. */
export interface Quota {
  windowMs: number
  maxLeads: number
  maxBytesPerDay: number
}

/**
 * One interface over SQLite and PostgreSQL. Every write is a single statement or a transaction, so two
 * processes (the site and a staff command) can work on the same store.
 */
export interface LeadStore {
  readonly dialect: "sqlite" | "postgres"
  /** Stores a lead, or finds the one stored with the same idempotency key (created: false). */
  insert(lead: NewLead): Promise<{ reference: string; created: boolean }>
  usage(addressKey: string, now: Date, windowMs: number): Promise<AddressUsage>
  /** Counts an upload refused by its checks against its address: one lead and its bytes, as if stored. */
  recordRefusedUpload(addressKey: string, at: Date, bytes: number): Promise<void>
  /**
   * `insert`, unless the address's quota is spent (`maxLeads` in the window, or the lead would take its
   * bytes of the last 24 hours past `maxBytesPerDay`): then nothing is stored and the usage comes back.
   * Checked and stored atomically (one address at a time), so concurrent requests cannot all pass the count
   * together. A repeated idempotency key finds its lead whatever the quota.
   */
  insertWithinQuota(
    lead: NewLead,
    quota: Quota,
  ): Promise<{ reference: string; created: boolean; refused?: undefined } | { refused: AddressUsage }>
  /**
   * Claims the oldest lead in `scope` that no one else holds, for `leaseMs`, counting an attempt, atomically:
   * two deliveries running at once never get the same lead. Spam is never claimed.
   */
  claimNext(now: Date, leaseMs: number, scope?: ClaimScope): Promise<ClaimedLead | null>
  /** Records that a channel delivered the lead (before trying the next one, so it is never sent twice). */
  markSent(id: number, channel: Channel, at: Date): Promise<void>
  /** Ends a claim with its outcome. */
  release(id: number, outcome: DeliveryOutcome): Promise<void>
  /**
   * Takes the failed leads whose staff have not been told yet, marking them told at `at`, atomically (two
   * processes never both alert one lead). `untell` gives one back when its alert could not be sent.
   */
  takeUnalerted(at: Date): Promise<LeadRow[]>
  untell(id: number): Promise<void>
  list(): Promise<LeadRow[]>
  /** The attachment stored with a lead, or null (no such lead, or none attached). */
  attachment(reference: string): Promise<StoredAttachment | null>
  /** Deletes the leads (and their attachments) received before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>
  /**
   * Forgets the address codes of the leads received before `cutoff` (the quota looks back one day at most;
   * the privacy policy says the code is kept no longer). Returns how many were forgotten.
   */
  forgetAddressesBefore(cutoff: Date): Promise<number>
  close(): Promise<void>
}
