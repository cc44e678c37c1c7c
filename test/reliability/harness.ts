/**
 * What every area of the reliability suite shares: the tally of checks, the servers it starts (the production
 * lead server, or `gatsby serve` for the benchmark's comparison), requests as a browser or an attacker sends
 * them, the store and the mailbox as they are after each case, and the server's memory. Loopback only; every
 * process started here is tracked and stopped by `stopEverything`.
 */
import { spawn } from "child_process"
import type { ChildProcess } from "child_process"
import { randomUUID } from "crypto"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { simpleParser } from "mailparser"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"
import { openStore } from "../../src/server/store"
import type { LeadRow } from "../../src/server/store/types"
import { startLocalSmtp } from "../smtp-server"
import type { LocalSmtp } from "../smtp-server"

export const ROOT = path.join(__dirname, "..", "..")

export interface Check {
  /** The run or case it belongs to, for the summary of misses. */
  section: string
  name: string
  ok: boolean
  actual: string
  expected: string
}
export const checks: Check[] = []
let section = ""

/** Prints a run's or a case's title; the checks after it belong to it. */
export function heading(title: string, level: "run" | "case" = "run") {
  section = title
  console.log(level === "run" ? `\n${title}` : `\n  · ${title}`)
}

/** One expectation: met when `actual` is `expected`. */
export function check(name: string, expected: number | string, actual: number | string) {
  record(name, expected === actual, String(actual), String(expected))
}

/** One expectation that is not an equality (a bound, a set of allowed answers): `ok` says whether it is met. */
export function checkThat(name: string, ok: boolean, actual: number | string, expected: string) {
  record(name, ok, String(actual), expected)
}

function record(name: string, ok: boolean, actual: string, expected: string) {
  checks.push({ section, name, ok, actual, expected })
  console.log(`${ok ? "ok  " : "MISS"}  ${name}: ${actual}${ok ? "" : ` (expected ${expected})`}`)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
  DATABASE_URL: "",
  SMTP_URL: "",
}

function serverCommand(kind: ServerKind, port: number): string[] {
  const address = ["--host", "127.0.0.1", "--port", String(port)]
  return kind === "production"
    ? ["--import", "tsx", path.join(ROOT, "src", "server", "http", "serve.ts"), ...address]
    : [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "serve", ...address]
}

export async function startServer(
  kind: ServerKind,
  env: Record<string, string>,
  options: { port?: number; quiet?: boolean } = {},
): Promise<Served> {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, serverCommand(kind, port), {
    cwd: ROOT,
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

export function chatLead(idempotencyKey = randomUUID()) {
  return {
    kind: "chat",
    idempotencyKey,
    website: "",
    elapsedMs: 6000,
    privacy: true,
    pageUrl: "/",
    name: "Prueba de carga",
    company: "Vigía",
    email: "carga@example.com",
    phone: "+54 11 4000-0000",
    province: "CABA",
    interest: "compra",
  }
}

/** The contact form's fields as the browser sends them (multipart, no attachment). */
export function contactFields(): Array<[string, string]> {
  return [
    ["kind", "contacto"],
    ["idempotencyKey", randomUUID()],
    ["website", ""],
    ["elapsedMs", "8000"],
    ["privacy", "true"],
    ["pageUrl", "/contacto"],
    ["name", "Ana Prueba"],
    ["company", "Metalúrgica del Sur"],
    ["email", "ana@example.com"],
    ["phone", "+54 11 4000-0000"],
    ["province", "Córdoba"],
    ["interests", "compra"],
    ["interests", "alquiler"],
    ["message", "Necesitamos cotizar detectores de gas para la planta."],
  ]
}

export interface FilePart {
  name: string
  filename: string
  type: string
  content: Buffer
}

/** multipart/form-data as a browser writes it (RFC 7578): text fields, then files. */
export function multipartBody(fields: ReadonlyArray<readonly [string, string]>, files: readonly FilePart[] = []) {
  const boundary = `----vigiaReliability${randomUUID().replace(/-/g, "")}`
  const parts: Buffer[] = []
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`
    parts.push(Buffer.from(head), file.content, Buffer.from("\r\n"))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}`, boundary }
}

export interface Answer {
  status: number
  headers: Headers | null
  body: Record<string, unknown>
  ms: number
}

/** A POST to the lead endpoint, as the site's own page sends it unless `headers` say otherwise. */
export async function post(
  url: string,
  body: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
  timeoutMs = 150_000,
): Promise<Answer> {
  const started = Date.now()
  try {
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: url, ...headers },
      body: typeof body === "string" ? body : new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { status: response.status, headers: response.headers, body: data, ms: Date.now() - started }
  } catch {
    return { status: 0, headers: null, body: {}, ms: Date.now() - started }
  }
}

export type Sent = { key: string; status: number; reference: string | null }

export async function send(url: string, lead = chatLead(), headers: Record<string, string> = {}): Promise<Sent> {
  const answer = await post(url, JSON.stringify(lead), "application/json", headers)
  const reference = typeof answer.body.reference === "string" ? answer.body.reference : null
  return { key: lead.idempotencyKey, status: answer.status, reference }
}

/** The answer to bytes written on a raw socket: the status line's code, 0 when the socket closed without one. */
export interface RawAnswer {
  status: number
  text: string
  ms: number
}

/**
 * Writes `head` and `body` on a raw TCP connection, then half-closes it (a client gone mid-body: the bytes
 * the head announced never come) and reads whatever the server answers until it closes or `waitMs` passes.
 */
export function rawRequest(port: number, head: string, body: Buffer | string, waitMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = net.connect(port, "127.0.0.1")
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString("latin1")
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, text, ms: Date.now() - started })
    }
    const timer = setTimeout(finish, waitMs)
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", finish)
    socket.on("close", finish)
    socket.on("connect", () => {
      socket.write(head)
      socket.write(body)
      socket.end()
    })
  })
}

export function requestHead(
  served: Served,
  headers: Record<string, string | number>,
  method = "POST",
  target = "/api/leads",
) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${served.port}`]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return `${lines.join("\r\n")}\r\n\r\n`
}

export interface UploadResult {
  status: number
  /** Body bytes written when the answer came (or when the connection ended without one). */
  written: number
  declared: number
  /** From the first byte written to the answer's headers. */
  ms: number
  connectionClose: boolean
  error: string | null
}

/**
 * An upload that announces `declared` bytes and sends them (`body`, or filler) in 64 KB chunks, as fast as
 * the connection takes them, until the server answers: whether the answer came before the body ended is `written < declared`.
 * Like a browser (Chromium reads the answer to an upload the server cut short), a write failing after the
 * server closed its side does not hide an answer already received. A raw socket: Node's HTTP client drops
 * the answer when its own write fails first.
 */
export function pacedUpload(
  served: Served,
  headers: Record<string, string>,
  declared: number,
  options: { stopAfter?: number; timeoutMs?: number; body?: Buffer } = {},
): Promise<UploadResult> {
  const limit = Math.min(declared, options.stopAfter ?? declared)
  const filler = Buffer.alloc(64 * 1024, 0x61)
  return new Promise((resolve) => {
    const started = Date.now()
    let written = 0
    let answer = ""
    let writeError: string | null = null
    let settled = false
    const socket = net.connect(served.port, "127.0.0.1")
    const status = () => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)
    const done = (error: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const head = answer.split("\r\n\r\n")[0]
      const connectionClose = /^connection:\s*close/im.test(head)
      resolve({ status: status(), written, declared, ms: Date.now() - started, connectionClose, error })
    }
    const timer = setTimeout(() => done("no answer"), options.timeoutMs ?? 30_000)
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1")
      // The status line and headers are all that is needed.
      if (answer.includes("\r\n\r\n")) done(null)
    })
    socket.on("error", (error) => {
      writeError = error.message
      if (!settled) done(writeError)
    })
    socket.on("close", () => done(status() ? null : (writeError ?? "closed without an answer")))
    const pump = () => {
      while (!settled && written < limit) {
        const size = Math.min(filler.length, limit - written)
        const chunk = options.body ? options.body.subarray(written, written + size) : filler.subarray(0, size)
        written += size
        if (!socket.write(chunk)) {
          socket.once("drain", pump)
          return
        }
      }
    }
    socket.on("connect", () => {
      socket.write(requestHead(served, { ...headers, "Content-Length": declared }))
      pump()
    })
  })
}

export interface StoreConfig {
  databaseUrl: string | null
  dataDir: string
  dbPoolSize?: number
}

export async function storedRows(storeConfig: StoreConfig): Promise<LeadRow[]> {
  const store = await openStore(storeConfig)
  try {
    return await store.list()
  } finally {
    await store.close()
  }
}

/** A lead's reference (VG-2026-7K4Q-93), as the e-mail's subject carries it. */
const MAILED_REFERENCE = new RegExp(REFERENCE_PATTERN)

export async function mailedReferences(smtp: LocalSmtp): Promise<string[]> {
  const mails = await Promise.all(smtp.received.map((raw) => simpleParser(raw)))
  return mails.map((mail) => MAILED_REFERENCE.exec(mail.subject ?? "")?.[0] ?? "?")
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 200) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await condition()) return true
    if (Date.now() > deadline) return false
    await sleep(stepMs)
  }
}

export const duplicates = (values: readonly string[]) => values.length - new Set(values).size

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

/** One store, one mailbox and one server: what an area of the suite works on. */
export interface Lab {
  dataDir: string
  storeConfig: StoreConfig
  smtp: LocalSmtp
  /** The server's environment (its store, its mail server), to start it again or run a staff command. */
  env: Record<string, string>
  server: Served
}

/** A fresh SQLite store in a folder of its own, a loopback SMTP server and a production server on both. */
export async function openLab(
  env: Record<string, string> = {},
  smtpOptions: Parameters<typeof startLocalSmtp>[0] = {},
): Promise<Lab> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-reliability-"))
  const smtp = await startLocalSmtp(smtpOptions)
  const labEnv = { LEADS_DATA_DIR: dataDir, SMTP_URL: smtp.url, ...env }
  const server = await startServer("production", labEnv)
  return { dataDir, storeConfig: { databaseUrl: null, dataDir }, smtp, env: labEnv, server }
}

export async function closeLab(lab: Lab) {
  await stopServer(lab.server)
  await lab.smtp.stop()
  fs.rmSync(lab.dataDir, { recursive: true, force: true })
}
