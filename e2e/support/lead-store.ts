import { execFileSync } from "child_process"
import path from "path"
import { leadsE2eDirs } from "./leads-env"

/** One lead as `npm run leads -- --csv` exports it (columns: src/server/staff.ts CSV_COLUMNS). */
export interface StoredLead {
  reference: string
  date: string
  kind: string
  name: string
  company: string
  email: string
  phone: string
  province: string
  status: "pending" | "delivered" | "failed" | "spam"
  mailed_at: string
  attempts: string
  last_error: string
  attachment: string
  /** The kind's other fields, one "Label: value" per line. */
  details: string
  next_attempt_at: string
  failed_at: string
  /** A quote list's lines: "4 × name (note); 1 × …". */
  items: string
}

/** RFC 4180: quoted cells, doubled quotes, CR LF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ",") {
      row.push(cell)
      cell = ""
    } else if (char === "\n") {
      row.push(cell.replace(/\r$/, ""))
      rows.push(row)
      row = []
      cell = ""
    } else cell += char
  }
  if (cell || row.length > 0) rows.push([...row, cell])
  return rows
}

/**
 * Every lead the e2e server stored, read the way the staff reads them: `npm run leads -- --csv` on the
 * server's data folder (with `spam`, `-- --csv --spam`: the suspected spam, listed apart). A
 * spreadsheet-escaped cell (a leading = + - @ gets an apostrophe) is given back as is.
 */
export function storedLeads(options: { spam?: boolean } = {}): StoredLead[] {
  const args = ["run", "--silent", "leads", "--", "--csv", ...(options.spam ? ["--spam"] : [])]
  const csv = execFileSync("npm", args, {
    cwd: path.join(__dirname, "..", ".."),
    env: { ...process.env, LEADS_DATA_DIR: leadsE2eDirs().dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  })
  const [header, ...rows] = parseCsv(csv)
  return rows.map(
    (cells) => Object.fromEntries(header.map((column, index) => [column, cells[index]])) as unknown as StoredLead,
  )
}

/** The stored lead with this reference, or undefined. */
export function storedLead(reference: string): StoredLead | undefined {
  return storedLeads().find((lead) => lead.reference === reference)
}

/** `npm run leads` as staff read it in a terminal: the table of the e2e server's leads. */
export function leadTable(): string {
  return execFileSync("npm", ["run", "--silent", "leads"], {
    cwd: path.join(__dirname, "..", ".."),
    env: { ...process.env, LEADS_DATA_DIR: leadsE2eDirs().dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  })
}
