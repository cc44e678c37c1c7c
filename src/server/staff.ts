import { isQuoteItemList, itemsText } from "../lib/leads/items"
import { kindLabel, summaryLines } from "../lib/leads/summary"
import { leadsContent } from "./content"
import type { LeadRow } from "./store/types"
import { visibleControls } from "./visible-text"

/** The date and time a lead arrived, in Buenos Aires: 2026-11-23 10:45. */
export function localTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString()
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`
}

function text(value: unknown): string {
  return typeof value === "string" ? value : ""
}

/** A quote list's lines on one line, "4 × Detectores portátiles de 4 gases (nota); 1 × …"; "" for other kinds. */
function itemsCell(row: LeadRow): string {
  return isQuoteItemList(row.fields.items) ? itemsText(row.fields.items, "; ", leadsContent.itemNotInCatalog) : ""
}

/** The leads a listing shows: suspected spam apart (`--spam` lists only it), the rest by default. */
export function listedLeads(rows: readonly LeadRow[], spam: boolean): LeadRow[] {
  return rows.filter((row) => (row.status === "spam") === spam)
}

/**
 * The columns `npm run leads` prints: reference, date, kind, name, company, status, attempts, next attempt and,
 * for a quote list, its lines with their quantities.
 */
export function leadTable(rows: readonly LeadRow[]): string {
  const header = ["reference", "date", "kind", "name", "company", "status", "attempts", "next attempt", "items"]
  const lines = rows.map((row) => [
    row.reference,
    localTime(row.createdAt),
    row.kind,
    text(row.fields.name),
    text(row.fields.company),
    row.status,
    String(row.attempts),
    row.status === "pending" && row.nextAttemptAt ? localTime(row.nextAttemptAt) : "",
    itemsCell(row),
  ])
  // One row, one line: every control character (line breaks too) shows as its escape.
  const shown = lines.map((cells) => cells.map((cell) => visibleControls(cell)))
  const widths = header.map((title, column) => Math.max(title.length, ...shown.map((line) => line[column].length)))
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd()
  return [format(header), ...shown.map(format), `${rows.length} lead(s)`].join("\n")
}

/**
 * A cell as a spreadsheet should read it: line breaks as LF (a multi-line cell), every other control
 * character as its escape, quoted, quotes doubled, and a leading = + - @ (or tab, CR) escaped with an
 * apostrophe so a visitor's text is never taken for a formula (CSV injection).
 */
function csvCell(cell: string): string {
  const value = visibleControls(cell.replace(/\r\n?/g, "\n"), "\n")
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export const CSV_COLUMNS = [
  "reference",
  "date",
  "kind",
  "name",
  "company",
  "email",
  "phone",
  "province",
  "status",
  "mailed_at",
  "attempts",
  "last_error",
  "attachment",
  "details",
  "next_attempt_at",
  "failed_at",
  "items",
] as const

/**
 * Every lead with every field (`details`: the kind's fields as "Label: value" lines), for a spreadsheet; a
 * quote list's lines go in `items`, one cell, "4 × … (nota); 1 × …".
 */
export function leadCsv(rows: readonly LeadRow[]): string {
  const lines = rows.map((row) =>
    [
      row.reference,
      localTime(row.createdAt),
      kindLabel(row.kind, leadsContent),
      text(row.fields.name),
      text(row.fields.company),
      text(row.fields.email),
      text(row.fields.phone),
      text(row.fields.province),
      row.status,
      row.mailedAt ? localTime(row.mailedAt) : "",
      String(row.attempts),
      row.lastError ?? "",
      row.attachmentName ?? "",
      summaryLines(row.kind, row.fields, leadsContent, ["items"])
        .map((line) => `${line.label}: ${line.value}`)
        .join("\n"),
      row.nextAttemptAt ? localTime(row.nextAttemptAt) : "",
      row.failedAt ? localTime(row.failedAt) : "",
      itemsCell(row),
    ]
      .map(csvCell)
      .join(","),
  )
  return [CSV_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n"
}

/** The retention the privacy policy states: leads older than this many months are deleted. */
export function retentionCutoff(now: Date, months = leadsContent.retentionMonths): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}
