import type { LeadKind } from "../../lib/leads/kinds"
import type { AddressUsage, ClaimedLead, LeadRow, NewLead, Quota, StoredAttachment } from "./types"

/**
 * The one column list and row mapping both stores use (issue #27): the tables have the same columns in both
 * databases; only how a value travels differs (SQLite: dates as milliseconds, fields as JSON text;
 * PostgreSQL: timestamptz and jsonb, which `pg` hands over as Date and object).
 */

type Row = Record<string, unknown>

/** A lead's columns as the staff commands list them (no attachment bytes). `retry_after` is the next attempt. */
export const LEAD_COLUMNS = [
  "id",
  "reference",
  "kind",
  "created_at",
  "fields",
  "page_url",
  "consent_at",
  "policy_version",
  "status",
  "mailed_at",
  "webhooked_at",
  "attempts",
  "last_error",
  "retry_after",
  "claimed_until",
  "failed_at",
  "alerted_at",
  "stored_bytes",
  "attachment_name",
].join(", ")

/** A claimed lead's columns: the listed ones and the attachment. */
export const CLAIM_COLUMNS = `${LEAD_COLUMNS}, attachment_type, attachment_size, attachment`

/** The columns a new lead fills, in the order of `insertValues`. */
export const INSERT_COLUMNS = [
  "idempotency_key",
  "kind",
  "created_at",
  "fields",
  "page_url",
  "consent_accepted",
  "consent_at",
  "policy_version",
  "attachment_name",
  "attachment_type",
  "attachment_size",
  "attachment",
  "status",
  "address_key",
  "stored_bytes",
]

/** How a dialect writes a date and a boolean. */
export interface Encoding {
  date: (at: Date) => unknown
  boolean: (value: boolean) => unknown
}

/** Bytes a lead occupies in the store: its fields' JSON and its attachment (the quota per address and day). */
function storedBytes(lead: Pick<NewLead, "fields" | "attachment">): number {
  return Buffer.byteLength(JSON.stringify(lead.fields)) + (lead.attachment?.size ?? 0)
}

/** Whether storing `lead` would go past the address's quota, given its usage. */
export function overQuota(usage: AddressUsage, lead: Pick<NewLead, "fields" | "attachment">, quota: Quota): boolean {
  return usage.leadsInWindow >= quota.maxLeads || usage.bytesLastDay + storedBytes(lead) > quota.maxBytesPerDay
}

/** A new lead's values for INSERT_COLUMNS. */
export function insertValues(lead: NewLead, encoding: Encoding): unknown[] {
  return [
    lead.idempotencyKey,
    lead.kind,
    encoding.date(lead.createdAt),
    JSON.stringify(lead.fields),
    lead.pageUrl,
    encoding.boolean(true),
    encoding.date(lead.consent.at),
    lead.consent.policyVersion,
    lead.attachment?.name ?? null,
    lead.attachment?.type ?? null,
    lead.attachment?.size ?? null,
    lead.attachment?.content ?? null,
    lead.spam ? "spam" : "pending",
    lead.addressKey,
    storedBytes(lead),
  ]
}

/** A date column in either dialect. */
function dateValue(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  return value instanceof Date ? value : new Date(Number(value))
}

export function toLeadRow(row: Row): LeadRow {
  return {
    id: Number(row.id),
    reference: String(row.reference),
    kind: row.kind as LeadKind,
    createdAt: dateValue(row.created_at)!,
    fields: typeof row.fields === "string" ? JSON.parse(row.fields) : (row.fields as LeadRow["fields"]),
    pageUrl: String(row.page_url),
    consentAt: dateValue(row.consent_at)!,
    policyVersion: String(row.policy_version),
    status: row.status as LeadRow["status"],
    mailedAt: dateValue(row.mailed_at),
    webhookedAt: dateValue(row.webhooked_at),
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    nextAttemptAt: dateValue(row.retry_after),
    claimedUntil: dateValue(row.claimed_until),
    failedAt: dateValue(row.failed_at),
    alertedAt: dateValue(row.alerted_at),
    storedBytes: Number(row.stored_bytes ?? 0),
    attachmentName: (row.attachment_name as string | null) ?? null,
  }
}

/** A row's attachment (CLAIM_COLUMNS), or null. */
export function storedAttachment(row: Row): StoredAttachment | null {
  if (row.attachment === null || row.attachment === undefined) return null
  return {
    name: String(row.attachment_name),
    type: String(row.attachment_type),
    size: Number(row.attachment_size),
    content: Buffer.isBuffer(row.attachment) ? row.attachment : Buffer.from(row.attachment as Uint8Array),
  }
}

export function toClaimedLead(row: Row): ClaimedLead {
  return { ...toLeadRow(row), attachment: storedAttachment(row) }
}
