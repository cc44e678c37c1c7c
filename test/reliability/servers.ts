/**
 * The servers the reliability suite starts: the production lead server, or `gatsby serve` for the
 * benchmark's comparison, on a free loopback port, their memory, a probe of the home page, and the staff
 * commands. Every process started here is tracked and stopped by `stopEverything`.
 */
import { spawn } from "child_process"
import type { ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"
import { sleep } from "./checks"

export const ROOT = path.join(__dirname, "..", "..")

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Every child process the suite started and has not seen exit: all are killed when the suite ends. */
const children = new Set<ChildProcess>()

function track(child: ChildProcess): Promise<void> {
  children.add(child)
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child)
      return resolve()
    }
    child.once("exit", () => {
      children.delete(child)
      resolve()
    })
  })
}

export function stopEverything() {
  for (const child of children) child.kill("SIGKILL")
}

/**
 * `production`: the site's own lead server (`npm run serve`, src/server/http/serve.ts), run by node with tsx's
 * loader so that the process started is the server itself (its memory, its signals). `gatsby`: `gatsby serve`
 * of the same build, the way the site was served before it.
 */
export type ServerKind = "production" | "gatsby"

export interface Served {
  kind: ServerKind
  url: string
  port: number
  child: ChildProcess
  pid: number
  exited: Promise<void>
  /** The server's log lines, as they came (stdout and stderr). */
  log: string[]
}

const SERVER_START_TIMEOUT_MS = 60_000

/** The environment every server of the suite starts with, before a run's own. */
const BASE_ENV: Record<string, string> = {
  GATSBY_TELEMETRY_DISABLED: "1",
  // The burst and benchmark runs send hundreds of leads from one address; the quota case sets its own.
  LEADS_RATE_LIMIT: "1000000",
  LEADS_DAILY_BYTES: String(10 * 1024 * 1024 * 1024),
  // The burst runs open 200 connections from 127.0.0.1 at once; the slow-sender run sets its own cap.
  SERVER_CONNECTIONS_PER_ADDRESS: "1000",
  DATABASE_URL: "",
  SMTP_URL: "",
}

function serverCommand(kind: ServerKind, port: number, root: string): string[] {
  const address = ["--host", "127.0.0.1", "--port", String(port)]
  return kind === "production"
    ? ["--import", "tsx", path.join(root, "src", "server", "http", "serve.ts"), ...address]
    : [path.join(root, "node_modules", "gatsby", "cli.js"), "serve", ...address]
}

export async function startServer(
  kind: ServerKind,
  env: Record<string, string>,
  /** `root`: the checkout whose server and build are served (default: this one; the bench compares another). */
  options: { port?: number; quiet?: boolean; root?: string } = {},
): Promise<Served> {
  const port = options.port ?? (await freePort())
  const root = options.root ?? ROOT
  const child = spawn(process.execPath, serverCommand(kind, port, root), {
    cwd: root,
    env: { ...process.env, ...BASE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const exited = track(child)
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue
      log.push(line)
      // The server's own lines about leads are part of the report ("left pending" is the no-SMTP notice).
      if (!options.quiet && line.includes("[leads]") && !line.includes("left pending")) {
        console.log(`      server: ${line.slice(line.indexOf("[leads]"))}`)
      }
    }
  }
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${kind} server exited while starting:\n${log.slice(-20).join("\n")}`)
    }
    try {
      if ((await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) })).ok) {
        return { kind, url, port, child, pid: child.pid!, exited, log }
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`${kind} server did not answer on ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s`)
    }
    await sleep(250)
  }
}

/**
 * Stops a server and says how long it took to exit and with what code (a signal's name when killed by one);
 * SIGKILL after `limitMs`, then reported as not stopped.
 */
export async function stopServer(served: Served, signal: NodeJS.Signals = "SIGTERM", limitMs = 15_000) {
  const started = Date.now()
  if (alive(served)) served.child.kill(signal)
  const stopped = await Promise.race([served.exited.then(() => true), sleep(limitMs).then(() => false)])
  if (!stopped) {
    served.child.kill("SIGKILL")
    await served.exited
  }
  return { ms: Date.now() - started, stopped, exit: String(served.child.exitCode ?? served.child.signalCode) }
}

export function alive(served: Served): boolean {
  return served.child.exitCode === null && served.child.signalCode === null
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      parents.set(Number(entry), ppid)
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child)
        grew = true
      }
    }
  }
  let kb = 0
  for (const member of tree) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${member}/status`, "utf8"))
      kb += match ? Number(match[1]) : 0
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024
}

/** Samples a server's memory every 50 ms until stopped; `peak` is the highest seen. */
export function watchRss(pid: number) {
  let peak = rssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50)
  return {
    stop() {
      clearInterval(timer)
      return (peak = Math.max(peak, rssMb(pid)))
    },
  }
}

/** The site's home page, with a 1 s limit: the server still serves visitors. Returns the status, 0 for none. */
export async function probe(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/**
 * A staff command (`npm run leads:retry`, `npm run leads -- --spam`) as the staff runs it; its output. The
 * SMTP server it may deliver to runs in this process, so this waits asynchronously.
 */
export async function staffCommand(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  })
  const exited = track(child)
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  await exited
  return output
}
