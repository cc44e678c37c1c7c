import PDFDocument from "pdfkit"
import sharp from "sharp"
import {
  chartParts,
  contentTypes,
  deflatedZeros,
  DOCX_BYTES,
  DOCX_PARTS,
  EXCEL_MAIN_TYPE,
  makeZip,
  PDF_BYTES,
  PNG_BYTES,
  WORD_MAIN_TYPE,
  XLSX_BYTES,
  XLSX_PARTS,
} from "../../test/zip"
import { inspectAttachment, contentTypeOverrides, ZIP_MAX_ENTRIES } from "./attachment-check"

function pdfkitDocument(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument()
    const chunks: Buffer[] = []
    document.on("data", (chunk: Buffer) => chunks.push(chunk))
    document.on("end", () => resolve(Buffer.concat(chunks)))
    document.text("Pliego técnico: diez detectores de cuatro gases.")
    document.end()
  })
}

const refused = (code: string) => ({ ok: false, code })

describe("inspectAttachment", () => {
  it("accepts real files of every type, by their bytes", async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer()
    const screenshot = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#fff" } })
      .png()
      .toBuffer()
    expect(await inspectAttachment(await pdfkitDocument())).toEqual({ ok: true, format: "pdf" })
    expect(await inspectAttachment(PDF_BYTES)).toEqual({ ok: true, format: "pdf" })
    expect(await inspectAttachment(photo)).toEqual({ ok: true, format: "jpg" })
    expect(await inspectAttachment(screenshot)).toEqual({ ok: true, format: "png" })
    expect(await inspectAttachment(PNG_BYTES)).toEqual({ ok: true, format: "png" })
    expect(await inspectAttachment(DOCX_BYTES)).toEqual({ ok: true, format: "docx" })
    expect(await inspectAttachment(XLSX_BYTES)).toEqual({ ok: true, format: "xlsx" })
    expect(await inspectAttachment(makeZip(DOCX_PARTS, { store: true }))).toEqual({ ok: true, format: "docx" })
  })

  it("accepts what Word and Excel add: printer settings, embedded workbooks, custom XML", async () => {
    const parts = {
      ...XLSX_PARTS,
      "xl/printerSettings/printerSettings1.bin": Buffer.from([0, 1, 2]),
      "customXml/item1.xml": "<root/>",
    }
    expect(await inspectAttachment(makeZip(parts))).toEqual({ ok: true, format: "xlsx" })
    expect(await inspectAttachment(makeZip({ ...DOCX_PARTS, ...chartParts() }))).toEqual({ ok: true, format: "docx" })
  })

  it("refuses the issue's fake .docx: junk content types, a macro project and a program", async () => {
    const fake = makeZip({
      "[Content_Types].xml": "junk",
      "word/document.xml": "<w:document/>",
      "word/vbaProject.bin": "macro",
      "payload.exe": "MZ",
    })
    expect(await inspectAttachment(fake)).toEqual(refused("attachmentUnsafe"))
  })

  it("refuses macros, ActiveX, OLE objects and programs, even inside the format's folders", async () => {
    const cases: Array<Record<string, string>> = [
      { "word/vbaProject.bin": "macro" },
      { "word/vbaData.xml": "<wne:vbaSuppData/>" },
      { "word/activeX/activeX1.bin": "control" },
      { "word/activeX/activeX1.xml": "<ax:ocx/>" },
      { "word/embeddings/oleObject1.bin": "package" },
      { "word/embeddings/Planilla.xlsm": "macros" },
      { "word/media/run.js": "WScript.Shell" },
      { "docProps/x.ps1": "Invoke-WebRequest" },
    ]
    for (const extra of cases) {
      expect(await inspectAttachment(makeZip({ ...DOCX_PARTS, ...extra }))).toEqual(refused("attachmentUnsafe"))
    }
    const macroType = contentTypes({ "word/document.xml": "application/vnd.ms-word.document.macroEnabled.main+xml" })
    expect(await inspectAttachment(makeZip({ ...DOCX_PARTS, "[Content_Types].xml": macroType }))).toEqual(
      refused("attachmentUnsafe"),
    )
  })

  it("refuses a fake .xlsx holding run.js", async () => {
    expect(await inspectAttachment(makeZip({ ...XLSX_PARTS, "run.js": "new ActiveXObject('WScript.Shell')" }))).toEqual(
      refused("attachmentUnsafe"),
    )
  })

  it("refuses entries outside the format's folders, absolute paths and climbs out of the folder", async () => {
    for (const name of ["xl/workbook.xml", "media/image1.png", "/etc/passwd", "../../evil.xml", "word\\..\\x.xml"]) {
      expect(await inspectAttachment(makeZip({ ...DOCX_PARTS, [name]: "x" }))).toEqual(refused("attachmentUnsafe"))
    }
  })

  it("refuses a package without its required parts or with the wrong main content type", async () => {
    const { "_rels/.rels": _relationships, ...withoutRelationships } = DOCX_PARTS
    expect(await inspectAttachment(makeZip(withoutRelationships))).toEqual(refused("attachmentDamaged"))
    const { "[Content_Types].xml": _types, ...withoutTypes } = DOCX_PARTS
    expect(await inspectAttachment(makeZip(withoutTypes))).toEqual(refused("attachmentDamaged"))
    const wrongType = contentTypes({ "word/document.xml": EXCEL_MAIN_TYPE })
    expect(await inspectAttachment(makeZip({ ...DOCX_PARTS, "[Content_Types].xml": wrongType }))).toEqual(
      refused("attachmentDamaged"),
    )
    const undeclared = contentTypes({})
    expect(await inspectAttachment(makeZip({ ...DOCX_PARTS, "[Content_Types].xml": undeclared }))).toEqual(
      refused("attachmentDamaged"),
    )
    expect(await inspectAttachment(DOCX_BYTES.subarray(0, DOCX_BYTES.length - 30))).toEqual(
      refused("attachmentDamaged"),
    )
  })

  it("refuses zips that are no Word or Excel file as the wrong type", async () => {
    expect(await inspectAttachment(makeZip({ "payload.exe": "MZ" }))).toEqual(refused("attachmentType"))
    const presentation = makeZip({ "[Content_Types].xml": contentTypes({}), "ppt/presentation.xml": "<p/>" })
    expect(await inspectAttachment(presentation)).toEqual(refused("attachmentType"))
  })

  it("refuses a zip bomb by its entry count and by its unpacked size, without unpacking it", async () => {
    const many: Record<string, string> = { ...DOCX_PARTS }
    for (let index = 0; index < ZIP_MAX_ENTRIES; index += 1) many[`word/media/image${index}.png`] = ""
    expect(await inspectAttachment(makeZip(many, { store: true }))).toEqual(refused("attachmentUnsafe"))
    // 101 MB of zeros, declared as such, built without holding them.
    const zeros = { deflated: deflatedZeros(101), declaredSize: 101 * 1024 * 1024 }
    const bomb = makeZip({ ...DOCX_PARTS, "word/media/image1.png": zeros })
    expect(bomb.length).toBeLessThan(200 * 1024)
    expect(await inspectAttachment(bomb)).toEqual(refused("attachmentUnsafe"))
  })

  it("refuses a PDF polyglot, other types and empty files", async () => {
    expect(await inspectAttachment(Buffer.from("%PDF-<html><script>alert(1)</script></html>"))).toEqual(
      refused("attachmentDamaged"),
    )
    expect(await inspectAttachment(Buffer.from("MZ\x90\x00 an executable"))).toEqual(refused("attachmentType"))
    expect(await inspectAttachment(Buffer.from("\xd0\xcf\x11\xe0 an old .doc", "latin1"))).toEqual(
      refused("attachmentType"),
    )
    expect(await inspectAttachment(new Uint8Array())).toEqual(refused("attachmentEmpty"))
  })
})

describe("contentTypeOverrides", () => {
  it("reads the declared parts of a content types list, and nothing from something else", () => {
    const overrides = contentTypeOverrides(contentTypes({ "word/document.xml": WORD_MAIN_TYPE }))
    expect(overrides?.get("word/document.xml")).toBe(WORD_MAIN_TYPE)
    expect(contentTypeOverrides("<Types/>")).toBeNull()
    expect(contentTypeOverrides("junk")).toBeNull()
  })
})
