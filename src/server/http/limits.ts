/**
 * The production server's limits on time and concurrency, read from the environment when it starts (the
 * reliability suite shortens the deadlines to keep its slow-sender cases fast). Every value has a default;
 * a value that is not a positive integer is ignored.
 */
export interface ServerLimits {
  /** From a request's first byte, its whole head must arrive within this time (a deadline, not an idle timer). */
  headersTimeoutMs: number
  /** From a request's first byte, its whole body must arrive within this time (a deadline too). */
  requestTimeoutMs: number
  /** How often Node checks the two deadlines: a deadline is met within this much more time. */
  checkIntervalMs: number
  /** Connections one address may hold open at once (trusted proxies excepted). */
  connectionsPerAddress: number
  /** Lead bodies that may carry a file (multipart) read at once, over all visitors; the others get 503. */
  uploadsAtOnce: number
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  connectionsPerAddress: 32,
  uploadsAtOnce: 8,
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return value && Number.isInteger(number) && number > 0 ? number : fallback
}

export function readServerLimits(env: Record<string, string | undefined> = globalThis.process.env): ServerLimits {
  const requestTimeoutMs = positive(env.SERVER_REQUEST_TIMEOUT_MS, DEFAULT_LIMITS.requestTimeoutMs)
  // Node requires the head's deadline to be within the request's.
  const headersTimeoutMs = Math.min(
    positive(env.SERVER_HEADERS_TIMEOUT_MS, DEFAULT_LIMITS.headersTimeoutMs),
    requestTimeoutMs,
  )
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    // A tenth of the shorter deadline, at most a second: a 10 s deadline is met within 11 s.
    checkIntervalMs: Math.max(50, Math.min(DEFAULT_LIMITS.checkIntervalMs, Math.floor(headersTimeoutMs / 10))),
    connectionsPerAddress: positive(env.SERVER_CONNECTIONS_PER_ADDRESS, DEFAULT_LIMITS.connectionsPerAddress),
    uploadsAtOnce: positive(env.SERVER_UPLOADS_AT_ONCE, DEFAULT_LIMITS.uploadsAtOnce),
  }
}
