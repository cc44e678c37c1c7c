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
  /** The request header a trusted proxy sets to the visitor's address (x-real-ip, x-nf-client-connection-ip). */
  clientIpHeader: string | null
  /** Origins accepted besides the request's own host. */
  extraOrigins: string[]
  /** Connections the PostgreSQL store may open at once (LEADS_DB_POOL_SIZE, 5 by default). */
  dbPoolSize: number
  /** How often a long-running server retries the leads due for delivery (LEADS_RETRY_INTERVAL_MS, 60 s). */
  retryIntervalMs: number
  /** Who is told, by e-mail, when a lead's delivery fails for good (LEADS_ALERT_TO; only a log line if unset). */
  alertTo: string | null
}

export const RATE_WINDOW_MS = 10 * 60 * 1000
export const DEFAULT_RATE_LIMIT = 30
export const DEFAULT_DB_POOL_SIZE = 5
export const DEFAULT_RETRY_INTERVAL_MS = 60 * 1000

/** The project's root: where `npm start`, `gatsby serve` and the staff commands run. */
export function projectRoot(): string {
  return globalThis.process.cwd()
}

export function readConfig(env = runtimeEnv()): LeadsConfig {
  const rateLimit = Number(env.LEADS_RATE_LIMIT)
  const dbPoolSize = Number(env.LEADS_DB_POOL_SIZE)
  const retryIntervalMs = Number(env.LEADS_RETRY_INTERVAL_MS)
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(projectRoot(), env.LEADS_DATA_DIR || "data"),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.LEADS_MAIL_FROM || null,
    webhookUrl: env.LEADS_WEBHOOK_URL || null,
    rateLimit: Number.isInteger(rateLimit) && rateLimit > 0 ? rateLimit : DEFAULT_RATE_LIMIT,
    clientIpHeader: env.LEADS_CLIENT_IP_HEADER?.toLowerCase() || null,
    extraOrigins: (env.LEADS_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    dbPoolSize: Number.isInteger(dbPoolSize) && dbPoolSize > 0 ? dbPoolSize : DEFAULT_DB_POOL_SIZE,
    retryIntervalMs:
      Number.isInteger(retryIntervalMs) && retryIntervalMs > 0 ? retryIntervalMs : DEFAULT_RETRY_INTERVAL_MS,
    alertTo: env.LEADS_ALERT_TO?.trim() || null,
  }
}
