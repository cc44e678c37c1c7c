/**
 * The same endpoint as a Gatsby Function (src/api/leads.ts), under `gatsby serve` of the build: the path of
 * `gatsby develop` and of hosts that run Gatsby Functions. Gatsby's multer parses multipart before the
 * function runs, so the cases are the ones where that parser could turn a body into something else.
 * `gatsby serve` only stands in for such a host here: it is not how this site is served (it evaluates the
 * function's bundle again on every request, about 5 MB of memory a lead; README).
 */
import fs from "fs"
import os from "os"
import path from "path"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"
import { buildPdf, PAGE_OBJECTS, pdfWithHiddenObject } from "../pdf-files"
import { check, checkThat, heading } from "./checks"
import { storedRows } from "./lab"
import { chatLead, contactFields, multipartBody, post, rawRequest, requestHead, send } from "./requests"
import type { Served } from "./servers"
import { alive, probe, startServer, stopServer } from "./servers"

async function stillServing(served: Served) {
  checkThat("still answers a probe within 1 s, and alive", alive(served) && (await probe(served.url)) === 200, "", "")
}

export async function gatsbyFunctionRuns() {
  heading("Gatsby Function (gatsby serve): the same endpoint through multer")
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-reliability-function-"))
  const storeConfig = { databaseUrl: null, dataDir }
  const served = await startServer("gatsby", { LEADS_DATA_DIR: dataDir }, { quiet: true })
  try {
    const accepted = await send(served.url)
    check("a valid lead: 201", 201, accepted.status)
    checkThat(
      "its reference has the new form",
      new RegExp(`^${REFERENCE_PATTERN}$`).test(accepted.reference ?? ""),
      accepted.reference ?? "none",
      REFERENCE_PATTERN,
    )

    const get = await fetch(`${served.url}/api/leads`)
    check("GET: 405", 405, get.status)

    for (const field of ["elapsedMs", "interests", "name"]) {
      const fields = contactFields().filter(([name]) => name !== field)
      const { body, contentType } = multipartBody([...fields, [`${field}[4294967294]`, "1"]])
      const answer = await post(served.url, body, contentType)
      check(`multipart ${field}[4294967294]: 400`, 400, answer.status)
    }
    await stillServing(served)

    await rawRequest(
      served.port,
      requestHead(served, { Origin: served.url, "Content-Type": "application/json", "Content-Length": 1000 }),
      '{"kind":',
    )
    await stillServing(served)

    const foreign = await post(served.url, JSON.stringify(chatLead()), "application/json", {
      Origin: "https://evil.example",
    })
    check("a foreign Origin: 403", 403, foreign.status)

    // The attachment checks' threads from the function's bundle (issue #50): an ordinary PDF and a hostile one.
    const catalog = "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>"
    const files: Array<[string, Buffer, number]> = [
      ["an ordinary PDF: 201", buildPdf(PAGE_OBJECTS), 201],
      [
        "JavaScript hidden from a reading in order: 422",
        pdfWithHiddenObject([catalog, ...PAGE_OBJECTS.slice(1)], { number: 1, object: catalog, in: "stream" }),
        422,
      ],
    ]
    for (const [name, content, status] of files) {
      const { body, contentType } = multipartBody(contactFields(), [
        { name: "attachment", filename: "pliego.pdf", type: "application/pdf", content },
      ])
      check(`a file, ${name}`, status, (await post(served.url, body, contentType)).status)
    }
    check("stored: the valid lead and the ordinary PDF's", 2, (await storedRows(storeConfig)).length)
  } finally {
    await stopServer(served)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
