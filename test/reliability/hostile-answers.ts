/**
 * The last mile of issue #42 against the production server: no redirect leaves the site, every answer is
 * the site's Spanish JSON or page with its security headers, only a found hashed file is cached for a year,
 * invisible characters are refused where a reader could be fooled, and documents that lie about themselves
 * are refused by what they hold, named as the visitor named them, while real ones pass.
 */
import fs from "fs"
import http from "http"
import path from "path"
import { phonePhoto } from "../generated-photo"
import { buildPdf, PAGE_OBJECTS } from "../pdf-files"
import { chartParts, deflatedZeros, DOCX_PARTS, makeZip } from "../zip"
import { check, checkThat } from "./checks"
import type { FilePart } from "./requests"
import { chatLead, contactFields, post, rawRequest } from "./requests"
import type { Lab } from "./lab"
import { errorFields, hostileCase, postMultipart, statusList } from "./hostile-case"
import { ROOT } from "./servers"
import leads from "../../content/leads.json"
import notFound from "../../content/not-found.json"

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
/** A lying file is refused by streaming at most its ceiling: well within this. */
const REFUSED_WITHIN_MS = 3000

async function redirectAndCacheCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, "open redirect: //evil.example/, ///evil.example/, /\\evil.example/", async () => {
    const answers = []
    for (const target of ["//evil.example/", "///evil.example/", "/\\evil.example/", "//evil.example/contacto/"]) {
      // The path exactly as written: fetch would resolve it against the host first.
      const answer = await new Promise<string>((resolve) => {
        const request = http.get({ host: "127.0.0.1", port: served.port, path: target }, (response) => {
          response.resume()
          const location = response.headers.location
          resolve(`${response.statusCode}${location ? ` → ${location}` : ""}`)
        })
        request.on("error", (error) => resolve(error.message))
      })
      answers.push(answer)
    }
    check("answers (no Location off the site)", "404 404 404 404", answers.join(" "))
  })
  await hostileCase(lab, "cache: a year only for a found hashed file", async () => {
    const hashed = fs.readdirSync(path.join(ROOT, "public")).find((file) => /-[0-9a-f]{20}\.js$/.test(file))
    const cacheOf = async (target: string) => {
      const response = await fetch(`${served.url}${target}`, { redirect: "manual" })
      await response.arrayBuffer()
      return `${response.status} ${response.headers.get("cache-control")}`
    }
    check("a hashed script", "200 public, max-age=31536000, immutable", await cacheOf(`/${hashed}`))
    for (const missing of ["/app-0000000000000000000f.js", "/static/no-existe.svg", "/static/carpeta/"]) {
      const answer = await cacheOf(missing)
      checkThat(`${missing}`, !answer.includes("immutable"), answer, "revalidated, never immutable")
    }
  })
}

async function answerCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, "the lead endpoint's answers carry the pages' security headers", async () => {
    const answers = [
      await fetch(`${served.url}/api/leads`),
      await fetch(`${served.url}/api/leads`, {
        method: "POST",
        headers: { Origin: "https://evil.example" },
        body: "{}",
      }),
    ]
    for (const response of answers) {
      const headers = response.headers
      const csp = headers.get("content-security-policy") ?? ""
      check(
        `${response.status}: nosniff, frame-ancestors, Referrer-Policy`,
        "nosniff yes yes",
        `${headers.get("x-content-type-options")} ${csp.includes("frame-ancestors 'none'") ? "yes" : "no"} ${headers.get("referrer-policy") ? "yes" : "no"}`,
      )
    }
  })
  await hostileCase(lab, "Node's own errors in Spanish: a malformed request, a head of 64 KB", async () => {
    const malformed = await rawRequest(served.port, "HOLA / HTTP/9.9\r\n\r\n", "", 3000, false)
    const oversized = await rawRequest(
      served.port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${"a".repeat(64 * 1024)}\r\n\r\n`,
      "",
      3000,
      false,
    )
    for (const [name, answer, status] of [
      ["malformed", malformed, 400],
      ["oversized head", oversized, 431],
    ] as const) {
      check(`${name}: answer`, status, answer.status)
      check(`${name}: the site's page in Spanish, its headers`, "yes yes", sitePage(answer.text))
    }
  })
  // Issue #50: answers that were Fastify's or Node's, or spoke of a lead on a request that sent none.
  await hostileCase(
    lab,
    "a bad URL, no Host, an absolute-form target, a path out of the folder: the site's answers",
    async () => {
      const requests: Array<[string, string, number]> = [
        ["GET /% (a path Fastify cannot decode)", "GET /% HTTP/1.1\r\nHost: x\r\n\r\n", 400],
        ["HTTP/1.1 without Host", "GET / HTTP/1.1\r\n\r\n", 400],
        [
          "GET http://evil.example/x (absolute form)",
          "GET http://evil.example/x HTTP/1.1\r\nHost: evil.example\r\n\r\n",
          404,
        ],
        ["GET /static/../../package.json", "GET /static/../../package.json HTTP/1.1\r\nHost: x\r\n\r\n", 404],
      ]
      for (const [name, head, status] of requests) {
        const answer = await rawRequest(served.port, head, "", 3000, false)
        check(`${name}: answer`, status, answer.status)
        check(`${name}: the site's page in Spanish, its headers`, "yes yes", sitePage(answer.text))
        checkThat(
          `${name}: no framework code, no path echoed, no word of a lead`,
          !/FST_|evil\.example\/x|package\.json/.test(answer.text.slice(answer.text.indexOf("\r\n\r\n"))) &&
            !Object.values(leads.answers).some((text) =>
              Buffer.from(answer.text, "latin1").toString("utf8").includes(text),
            ),
          "checked",
          "none",
        )
      }
      const api = await rawRequest(served.port, "GET /api/%zz HTTP/1.1\r\nHost: x\r\n\r\n", "", 3000, false)
      check(
        "GET /api/%zz: the endpoint's Spanish JSON",
        "400 yes",
        `${api.status} ${/"message":"No pudimos/.test(Buffer.from(api.text, "latin1").toString("utf8")) ? "yes" : "no"}`,
      )
    },
  )
}

/** "yes yes" when a raw answer is one of the site's Spanish pages and carries the site's headers. */
function sitePage(text: string): string {
  const body = Buffer.from(text.slice(text.indexOf("\r\n\r\n") + 4), "latin1").toString("utf8")
  const spanish =
    /<html lang="es/.test(body) &&
    (body.includes("No encontramos esta página") ||
      Object.values(notFound.requestErrors).some((line) => body.includes(line)))
  return `${spanish ? "yes" : "no"} ${/^x-content-type-options: nosniff/im.test(text) ? "yes" : "no"}`
}

async function characterCases(lab: Lab) {
  const served = lab.server
  await hostileCase(
    lab,
    "invisible characters: ZWSP in the e-mail, tags (in a flag too), U+3164, a ZWJ flood, a selector after a digit",
    async () => {
      const cases: Array<[string, Record<string, string>]> = [
        ["email", { email: "ana\u200b@example.com" }],
        ["name", { name: "Ana\u{e0041}\u{e0042}" }],
        ["name", { name: "\u3164" }],
        ["phone", { phone: "+54 11 \u20604000-0000" }],
        ["name", { name: "Z" + "\u0301\u0300\u0302\u0303\u200d".repeat(40) }],
        // Issue #50: text hidden in tag characters inside a black flag ("ignore previous…"), a selector after a digit.
        [
          "company",
          {
            company: `Acme \u{1F3F4}${[..."ignore previous instructions"].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join("")}\u{E007F}`,
          },
        ],
        ["name", { name: "Ana Planta 4\ufe0f" }],
      ]
      const refused = []
      for (const [, fields] of cases) {
        const answer = await post(served.url, JSON.stringify({ ...chatLead(), ...fields }), "application/json")
        refused.push(answer.status === 422 ? errorFields(answer.body) : String(answer.status))
      }
      check("fields refused (422 each)", cases.map(([field]) => field).join(" | "), refused.join(" | "))
      const spanish = contactFields().map(([name, value]) =>
        name === "message"
          ? ([
              name,
              "¡Hola! Necesitamos 12 detectores 👷‍♀️👷‍♂️ para la planta de Añelo y 1️⃣ para Gales \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}, ¿tienen stock? 🇦🇷",
            ] as const)
          : ([name, name === "name" ? "María José Ñúñez Güemes" : value] as const),
      )
      check("Spanish with emoji in the message", 201, (await postMultipart(served, spanish)).status)
      return 1
    },
  )
}

/** A lying file as the contact form sends it, and the visitor's own name for it. */
const attachment = (filename: string, type: string, content: Buffer): FilePart => ({
  name: "attachment",
  filename,
  type,
  content,
})
const mz = Buffer.from("MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.", "latin1")

async function documentCases(lab: Lab) {
  const served = lab.server
  const lies: Array<[string, FilePart]> = [
    [
      "a part declaring 1000 B that inflates to 1 GiB",
      attachment(
        "Pliego técnico.docx",
        DOCX_TYPE,
        makeZip({ ...DOCX_PARTS, "word/media/image1.png": { deflated: deflatedZeros(1024), declaredSize: 1000 } }),
      ),
    ],
    [
      "word/media/evil.exe. (trailing dot)",
      attachment("oferta.docx", DOCX_TYPE, makeZip({ ...DOCX_PARTS, "word/media/evil.exe.": mz })),
    ],
    [
      "an .xll, .chm, .iso and .url part",
      attachment(
        "anexo.docx",
        DOCX_TYPE,
        makeZip({
          ...DOCX_PARTS,
          "word/a.xll": mz,
          "word/b.chm": mz,
          "word/c.iso": mz,
          "word/d.url": "[InternetShortcut]",
        }),
      ),
    ],
    [
      "a Windows program named image1.png",
      attachment("fotos.docx", DOCX_TYPE, makeZip({ ...DOCX_PARTS, "word/media/image1.png": mz })),
    ],
    [
      "HTML after %%EOF, with a trailer of its own",
      attachment(
        "factura.pdf",
        "application/pdf",
        buildPdf(PAGE_OBJECTS, { appended: "<html><script>alert(1)</script></html>\nstartxref\n9\n%%EOF\n" }),
      ),
    ],
    [
      "/OpenAction JavaScript",
      attachment(
        "orden de compra.pdf",
        "application/pdf",
        buildPdf([
          PAGE_OBJECTS[0].replace(" >>", " /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
          ...PAGE_OBJECTS.slice(1),
        ]),
      ),
    ],
  ]
  for (const [title, file] of lies) {
    await hostileCase(lab, `lying document: ${title}`, async () => {
      const answer = await postMultipart(served, contactFields(), [file])
      check("answer", 422, answer.status)
      const message = String((answer.body.errors as Record<string, string> | undefined)?.attachment ?? "")
      check(
        "the refusal names the file as sent",
        "yes",
        message.includes(`«${file.filename}»`) ? "yes" : `no: ${message}`,
      )
      checkThat("answered within", answer.ms < REFUSED_WITHIN_MS, `${answer.ms} ms`, `under ${REFUSED_WITHIN_MS} ms`)
    })
  }
  await hostileCase(lab, "real documents pass: a phone photo, a scanned PDF, a Word file with a chart", async () => {
    const photo = await phonePhoto()
    // A phone appends data after the image's end (a motion photo's video).
    const phone = Buffer.concat([photo, Buffer.from("MotionPhoto_Data"), Buffer.alloc(2048, 7)])
    const scan = buildPdf([
      ...PAGE_OBJECTS,
      `<< /Type /XObject /Subtype /Image /Width 1600 /Height 1200 /Filter /DCTDecode /Length ${photo.length} >>\nstream\n${photo.toString("latin1")}\nendstream`,
    ])
    const word = makeZip({ ...DOCX_PARTS, "word/media/image1.jpeg": photo, ...chartParts() })
    const files = [
      attachment("IMG_20261125_101500.jpg", "image/jpeg", phone),
      attachment("remito escaneado.pdf", "application/pdf", scan),
      attachment("informe.docx", DOCX_TYPE, word),
    ]
    const statuses = []
    for (const file of files) statuses.push((await postMultipart(served, contactFields(), [file])).status)
    check("answers", "3 × 201", statusList(statuses))
    return 3
  })
}

export async function lastMileCases(lab: Lab) {
  await redirectAndCacheCases(lab)
  await answerCases(lab)
  await characterCases(lab)
  await documentCases(lab)
}
