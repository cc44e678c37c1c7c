import PDFDocument from "pdfkit"
import { buildPdf, freezingPdf, PAGE_OBJECTS } from "../../../test/pdf-files"
import { checkAttachment as checkAndReturn, closeAttachmentPool } from "./check-pool"

/** The verdict, and that the bytes came back from the thread whole. */
async function checkAttachment(file: Buffer) {
  const copy = Buffer.from(file)
  const { checked, bytes } = await checkAndReturn(file)
  if (checked.ok) expect(Buffer.compare(Buffer.from(bytes), copy)).toBe(0)
  return checked
}

jest.setTimeout(120_000)
afterAll(() => closeAttachmentPool())

function pdfkitDocument(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ info: { Title: "Pliego" } })
    const chunks: Buffer[] = []
    document.on("data", (chunk: Buffer) => chunks.push(chunk))
    document.on("end", () => resolve(Buffer.concat(chunks)))
    document.text("Pliego técnico: diez detectores de cuatro gases.").link(72, 72, 100, 20, "https://vigia.com.ar/")
    document.end()
  })
}

describe("checkAttachment: on the pool's threads, as a reader sees the file", () => {
  it("passes an ordinary PDF with a link, and refuses at once what names no accepted type", async () => {
    expect(await checkAttachment(await pdfkitDocument())).toEqual({ ok: true, format: "pdf" })
    expect(await checkAttachment(Buffer.from("MZ\x90\x00"))).toEqual({ ok: false, code: "attachmentType" })
    expect(await checkAttachment(Buffer.alloc(0))).toEqual({ ok: false, code: "attachmentEmpty" })
  })
  it("refuses as damaged a PDF pdf.js cannot open (no catalog where the trailer points)", async () => {
    const noCatalog = buildPdf(["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"])
    expect(await checkAttachment(noCatalog)).toEqual({ ok: false, code: "attachmentDamaged" })
  })
  it("refuses a link that launches a file, seen by pdf.js on the page", async () => {
    const [catalog, pages, page, ...rest] = PAGE_OBJECTS
    const launching = buildPdf([
      catalog,
      pages,
      `${page.slice(0, -2)}/Annots [6 0 R] >>`,
      ...rest,
      "<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << /S /GoToR /F (\\\\\\\\server\\\\share\\\\x.pdf) /D [0 /Fit] >> >>",
    ])
    expect(await checkAttachment(launching)).toEqual({ ok: false, code: "attachmentUnsafe" })
  })
  it("ends a check past its deadline with its own refusal, four at once, and goes on checking", async () => {
    const started = Date.now()
    const verdicts = await Promise.all([1, 2, 3, 4].map(() => checkAttachment(freezingPdf())))
    expect(verdicts).toEqual(Array(4).fill({ ok: false, code: "attachmentUnchecked" }))
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(await checkAttachment(await pdfkitDocument())).toEqual({ ok: true, format: "pdf" })
  })
})
