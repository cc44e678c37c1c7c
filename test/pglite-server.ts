import { spawn } from "child_process"
import path from "path"

export interface LocalPostgres {
  /** postgres://… for `pg` (DATABASE_URL). */
  url: string
  stop: () => Promise<void>
}

const SCRIPT = path.join(__dirname, "pglite-process.mjs")
const START_TIMEOUT_MS = 60_000

/**
 * A real PostgreSQL engine (PGlite 0.5, PostgreSQL 18, in memory) on a free loopback port, in a child
 * process, for the store tests and the reliability script. `stop()` ends it; so does the end of this
 * process (the child stops when its stdin closes).
 */
export function startLocalPostgres(maxConnections = 20): Promise<LocalPostgres> {
  const child = spawn(process.execPath, [SCRIPT, String(maxConnections)], { stdio: ["pipe", "pipe", "inherit"] })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error("PGlite did not start within 60 s"))
    }, START_TIMEOUT_MS)
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split("\n")[0]
      if (!output.includes("\n")) return
      clearTimeout(timer)
      resolve({
        url: line.trim(),
        stop: async () => {
          child.kill("SIGTERM")
          await exited
        },
      })
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`PGlite exited with ${code} before starting`))
    })
  })
}
