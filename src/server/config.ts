import path from "path"

/**
 * The environment as the server reads it when it runs. Gatsby's webpack build of a function replaces
 * `process.env` and every `process.env.NAME` with their values at build time (DefinePlugin), which would
 * freeze SMTP_URL or DATABASE_URL into the bundle; `globalThis.process.env` is read at run time.
 */
function runtimeEnv(): Record<string, string | undefined> {
  return globalThis.process.env
}

export interface LeadsConfig {
  /** PostgreSQL when set; SQLite in dataDir otherwise. */
  databaseUrl: string | null
  dataDir: string
  smtpUrl: string | null
  mailFrom: string | null
  webhookUrl: string | null
  /** Leads one address may send in RATE_WINDOW_MS. */
  rateLimit: number
  /**
   * The request header that carries the visitor's address: x-forwarded-for (read from the right, past the
   * trusted proxies), or a header a platform sets with one address (x-real-ip, x-nf-client-connection-ip).
   */
  clientIpHeader: string | null
  /** The proxies whose X-Forwarded-For hops are believed (LEADS_TRUSTED_PROXIES: addresses, CIDRs, "loopback"). */
  trustedProxies: string[]
  /** Bytes of leads (fields and attachments) one address may have stored in 24 hours (LEADS_DAILY_BYTES). */
  dailyBytes: number
  /** Origins accepted besides the request's own host. */
  extraOrigins: string[]
  /** Connections the PostgreSQL store may open at once (LEADS_DB_POOL_SIZE, 5 by default). */
  dbPoolSize: number
  /** How often a long-running server retries the leads due for delivery (LEADS_RETRY_INTERVAL_MS, 60 s). */
  retryIntervalMs: number
  /** Who is told, by e-mail, when a lead's delivery fails for good (LEADS_ALERT_TO; only a log line if unset). */
  alertTo: string | null
  /**
   * The largest e-mail sent, encoded, in bytes (LEADS_MAIL_MAX_BYTES, 10 MB by default: a common relay
   * limit). A lead whose e-mail with its attachment would be larger goes without it, with a note.
   */
  mailMaxBytes: number
  /** How long one attachment's checks may run on their worker thread (LEADS_ATTACHMENT_CHECK_MS, 2 s). */
  attachmentCheckMs: number
  /** How long one e-mail's whole SMTP conversation may take (LEADS_MAIL_TIMEOUT_MS, 20 s). */
  mailTimeoutMs: number
}

export const RATE_WINDOW_MS = 10 * 60 * 1000
const DEFAULT_RATE_LIMIT = 30
export const DEFAULT_DB_POOL_SIZE = 5
const DEFAULT_RETRY_INTERVAL_MS = 60 * 1000
export const DEFAULT_MAIL_MAX_BYTES = 10 * 1024 * 1024
/** Three leads with the largest attachment, and room for plenty of plain ones. */
const DEFAULT_DAILY_BYTES = 32 * 1024 * 1024
export const DAY_MS = 24 * 60 * 60 * 1000
const DEFAULT_ATTACHMENT_CHECK_MS = 2000
const DEFAULT_MAIL_TIMEOUT_MS = 20_000

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return value && Number.isInteger(number) && number > 0 ? number : fallback
}

/** The project's root: where `npm start`, `npm run serve` and the staff commands run. */
export function projectRoot(): string {
  return globalThis.process.cwd()
}

export function readConfig(env = runtimeEnv()): LeadsConfig {
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(projectRoot(), env.LEADS_DATA_DIR || "data"),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.LEADS_MAIL_FROM || null,
    webhookUrl: env.LEADS_WEBHOOK_URL || null,
    rateLimit: positiveInteger(env.LEADS_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    clientIpHeader: env.LEADS_CLIENT_IP_HEADER?.trim().toLowerCase() || null,
    trustedProxies: env.LEADS_TRUSTED_PROXIES ? list(env.LEADS_TRUSTED_PROXIES) : ["loopback"],
    dailyBytes: positiveInteger(env.LEADS_DAILY_BYTES, DEFAULT_DAILY_BYTES),
    extraOrigins: list(env.LEADS_ALLOWED_ORIGINS),
    dbPoolSize: positiveInteger(env.LEADS_DB_POOL_SIZE, DEFAULT_DB_POOL_SIZE),
    retryIntervalMs: positiveInteger(env.LEADS_RETRY_INTERVAL_MS, DEFAULT_RETRY_INTERVAL_MS),
    alertTo: env.LEADS_ALERT_TO?.trim() || null,
    mailMaxBytes: positiveInteger(env.LEADS_MAIL_MAX_BYTES, DEFAULT_MAIL_MAX_BYTES),
    attachmentCheckMs: positiveInteger(env.LEADS_ATTACHMENT_CHECK_MS, DEFAULT_ATTACHMENT_CHECK_MS),
    mailTimeoutMs: positiveInteger(env.LEADS_MAIL_TIMEOUT_MS, DEFAULT_MAIL_TIMEOUT_MS),
  }
}
