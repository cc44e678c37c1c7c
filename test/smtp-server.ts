import type { AddressInfo } from "net"
import { SMTPServer } from "smtp-server"

export interface LocalSmtp {
  port: number
  /** smtp://127.0.0.1:<port> for SMTP_URL (plain SMTP on loopback, no authentication). */
  url: string
  /** Every message received, raw (RFC 5322), in arrival order. */
  received: Buffer[]
  stop: () => Promise<void>
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, on `port` or a free one: it accepts every
 * message up to `maxMessageBytes` (30 MB by default; a bigger one is refused with 552, as a relay's size
 * limit does) and keeps it, and calls `onMessage` with its raw bytes (the e2e server writes them to a folder).
 */
export async function startLocalSmtp(
  options: {
    port?: number
    onMessage?: (raw: Buffer) => void
    maxMessageBytes?: number
    /** A message for which this is true is read and then never answered: a relay that stalls. */
    stallWhen?: (raw: Buffer) => boolean
  } = {},
): Promise<LocalSmtp> {
  const received: Buffer[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS of 127.0.0.1 for each connection: on a machine without a resolver it waits for a timeout.
    disableReverseLookup: true,
    // A sender on a busy machine may pause; the default 60 s closed such conversations ("Server terminates").
    socketTimeout: 5 * 60 * 1000,
    size: options.maxMessageBytes ?? 30 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        if ((stream as typeof stream & { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error("Message exceeds fixed maximum message size"), { responseCode: 552 }))
        }
        const raw = Buffer.concat(chunks)
        if (options.stallWhen?.(raw)) return
        received.push(raw)
        options.onMessage?.(raw)
        callback()
      })
    },
  })
  // A client that disappears mid-conversation (a server killed on purpose) is not the test's failure.
  server.on("error", () => undefined)
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  // smtp-server keeps its net.Server as `server`.
  const port = ((server as unknown as { server: { address: () => AddressInfo } }).server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
