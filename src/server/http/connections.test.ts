import net from "net"
import leads from "../../../content/leads.json"
import type { TestSite } from "../../../test/site-server"
import { rawBody, rawExchange, startTestSite } from "../../../test/site-server"
import { DEFAULT_LIMITS } from "./limits"

jest.setTimeout(60_000)

const LIMITS = {
  ...DEFAULT_LIMITS,
  headersTimeoutMs: 600,
  requestTimeoutMs: 1200,
  checkIntervalMs: 60,
  connectionsPerAddress: 3,
  uploadsAtOnce: 2,
}
const QUOTA = 2

let site: TestSite

beforeAll(async () => {
  site = await startTestSite({ limits: LIMITS, env: { LEADS_RATE_LIMIT: String(QUOTA) } })
})

afterAll(() => site.stop())

const leadHead = (headers: Record<string, string | number>) =>
  `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("") +
  "\r\n"

/** A connection that stays open, and what the server has written on it so far. */
function holdConnection(localAddress: string, bytes = ""): Promise<{ socket: net.Socket; received: () => string }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: site.port, host: "127.0.0.1", localAddress })
    let received = ""
    socket.on("data", (chunk) => (received += chunk.toString("latin1")))
    socket.on("error", () => undefined)
    socket.on("connect", () => {
      if (bytes) socket.write(bytes)
      resolve({ socket, received: () => received })
    })
  })
}

const until = async (condition: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  return condition()
}

describe("the server's answers below Fastify", () => {
  it("answers a malformed request 400 in Spanish, with the site's headers", async () => {
    const { answer } = await rawExchange(site.port, "HOLA QUE TAL\r\n\r\n")
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toMatch(/^x-content-type-options: nosniff$/im)
    expect(rawBody(answer)).toEqual({ message: leads.answers.badRequest })
  })

  it("holds the head to a deadline from its first byte, however steadily it trickles in", async () => {
    // 600 bytes at one every 20 ms would take 12 s: the answer comes at the deadline, long before.
    const head = `GET /productos HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Relleno: ${"a".repeat(550)}\r\n\r\n`
    const { answer, ms } = await rawExchange(site.port, head, { trickleMs: 20, waitMs: 20_000 })
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(rawBody(answer)).toEqual({ message: leads.answers.timeout })
    expect(ms).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50)
    expect(ms).toBeLessThan(head.length * 20 * 0.5)
  })

  it("holds a lead's body to a deadline from the request's first byte", async () => {
    // 1000 bytes at one every 20 ms would take 20 s.
    const head = leadHead({ Origin: site.url, "Content-Type": "application/json", "Content-Length": 1000 })
    const socket = await holdConnection("127.0.0.1", head)
    const started = Date.now()
    const drip = setInterval(() => socket.socket.write("a"), 20)
    await until(() => socket.received().includes("\r\n\r\n"), 20_000)
    clearInterval(drip)
    socket.socket.destroy()
    expect(socket.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it(`caps one address at ${LIMITS.connectionsPerAddress} connections, with a Spanish 503, others unaffected`, async () => {
    const held = await Promise.all(
      Array.from({ length: LIMITS.connectionsPerAddress }, () => holdConnection("127.0.0.2")),
    )
    const refused = await rawExchange(site.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", {
      localAddress: "127.0.0.2",
    })
    expect(refused.answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(refused.answer).toMatch(/^retry-after: \d+$/im)
    expect(rawBody(refused.answer)).toEqual({ message: leads.answers.busy })
    expect((await fetch(`${site.url}/`)).status).toBe(200)
    for (const connection of held) connection.socket.destroy()
    await until(() => false, 100)
    const again = await rawExchange(site.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", {
      localAddress: "127.0.0.2",
    })
    expect(again.answer).toMatch(/^HTTP\/1\.1 200 /)
  })
})

describe("POST /api/leads with Expect: 100-continue", () => {
  it("answers a refusal without inviting the body, and continues only once admitted", async () => {
    const foreign = await rawExchange(
      site.port,
      leadHead({
        Origin: "https://evil.example",
        "Content-Type": "application/json",
        "Content-Length": 10,
        Expect: "100-continue",
      }),
    )
    expect(foreign.answer).toMatch(/^HTTP\/1\.1 403 /)
    expect(foreign.answer).not.toContain("100 Continue")
    const admitted = await holdConnection(
      "127.0.0.3",
      leadHead({ Origin: site.url, "Content-Type": "application/json", "Content-Length": 2, Expect: "100-continue" }),
    )
    expect(await until(() => admitted.received().startsWith("HTTP/1.1 100 Continue"))).toBe(true)
    admitted.socket.write("{}")
    expect(await until(() => /HTTP\/1\.1 400 /.test(admitted.received()))).toBe(true)
    admitted.socket.destroy()
  })

  it(`reads ${LIMITS.uploadsAtOnce} uploads at once; the next is 503 with Retry-After before its body`, async () => {
    const upload = (address: string) =>
      holdConnection(
        address,
        leadHead({
          Origin: site.url,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": 5000,
          Expect: "100-continue",
        }),
      )
    const reading = [await upload("127.0.0.4"), await upload("127.0.0.5")]
    expect(await until(() => reading.every((each) => each.received().includes("100 Continue")))).toBe(true)
    const turnedAway = await upload("127.0.0.6")
    expect(await until(() => turnedAway.received().includes("\r\n\r\n"))).toBe(true)
    expect(turnedAway.received()).toMatch(/^HTTP\/1\.1 503 /)
    expect(turnedAway.received()).toMatch(/^retry-after: \d+$/im)
    for (const each of [...reading, turnedAway]) each.socket.destroy()
    // A place is given back when its connection ends.
    await until(() => false, 200)
    const next = await upload("127.0.0.7")
    expect(await until(() => next.received().includes("100 Continue"))).toBe(true)
    next.socket.destroy()
  })

  it(`holds the quota from admission: with ${QUOTA} leads in flight, the next of that address is 429 at once`, async () => {
    const address = "127.0.0.8"
    const jsonLead = () =>
      holdConnection(
        address,
        leadHead({
          Origin: site.url,
          "Content-Type": "application/json",
          "Content-Length": 500,
          Expect: "100-continue",
        }),
      )
    const inFlight: Array<Awaited<ReturnType<typeof jsonLead>>> = []
    for (let index = 0; index < QUOTA; index += 1) inFlight.push(await jsonLead())
    expect(await until(() => inFlight.every((each) => each.received().includes("100 Continue")))).toBe(true)
    const over = await jsonLead()
    expect(await until(() => over.received().includes("\r\n\r\n"))).toBe(true)
    expect(over.received()).toMatch(/^HTTP\/1\.1 429 /)
    expect(over.received()).not.toContain("100 Continue")
    for (const each of [...inFlight, over]) each.socket.destroy()
    // Requests whose connection ended were neither stored nor refused: what they held is given back.
    await until(() => false, 200)
    const later = await jsonLead()
    expect(await until(() => later.received().includes("100 Continue"))).toBe(true)
    later.socket.destroy()
  })
})
