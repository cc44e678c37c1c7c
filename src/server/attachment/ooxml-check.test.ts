import sharp from "sharp"
import {
  contentTypes,
  deflatedZeros,
  DOCX_PARTS,
  makeZip,
  PNG_BYTES,
  WORD_MAIN_TYPE,
  XLSX_BYTES,
  XLSX_PARTS,
} from "../../../test/zip"
import { checkOfficeFile } from "./ooxml-check"

const refused = (code: string) => ({ ok: false, code })
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

/** An enhanced metafile's header: record type 1, its size, and " EMF" at byte 40. */
const EMF = Buffer.concat([
  Buffer.from([1, 0, 0, 0, 108, 0, 0, 0]),
  Buffer.alloc(32),
  Buffer.from(" EMF"),
  Buffer.alloc(64),
])
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
const MZ = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
  Buffer.alloc(120),
  Buffer.from("This program cannot be run in DOS mode."),
])

/**
 * A report as Word 365 and LibreOffice Writer save it: styles, settings, fonts, theme, numbering, notes,
 * header and footer, properties (a sensitivity label among them), custom XML, a photo, a screenshot, a
 * metafile, an SVG and a chart with its embedded workbook.
 */
async function richDocx(extra: Record<string, string | Buffer> = {}) {
  const photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#2c3e50" } })
    .jpeg()
    .toBuffer()
  const part = (name: string) => `${XML}<w:${name} ${W}/>`
  return makeZip({
    ...DOCX_PARTS,
    "[Content_Types].xml": contentTypes({
      "word/document.xml": WORD_MAIN_TYPE,
      "word/styles.xml": "application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml",
    }),
    "docProps/app.xml": `${XML}<Properties/>`,
    "docProps/custom.xml": `${XML}<Properties/>`,
    "docMetadata/LabelInfo.xml": `${XML}<clbl:labelList xmlns:clbl="http://schemas.microsoft.com/office/2020/mipLabelMetadata"/>`,
    "word/_rels/document.xml.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`,
    "word/styles.xml": part("styles"),
    "word/settings.xml": part("settings"),
    "word/webSettings.xml": part("webSettings"),
    "word/fontTable.xml": part("fonts"),
    "word/numbering.xml": part("numbering"),
    "word/footnotes.xml": part("footnotes"),
    "word/endnotes.xml": part("endnotes"),
    "word/header1.xml": part("hdr"),
    "word/footer1.xml": part("ftr"),
    "word/theme/theme1.xml": `${XML}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"/>`,
    "word/media/image1.jpeg": photo,
    "word/media/image2.png": PNG_BYTES,
    "word/media/image3.emf": EMF,
    "word/media/image4.svg": SVG,
    "word/charts/chart1.xml": `${XML}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"/>`,
    "word/charts/_rels/chart1.xml.rels": `${XML}<Relationships/>`,
    "word/embeddings/Microsoft_Excel_Worksheet.xlsx": XLSX_BYTES,
    "word/fonts/font1.odttf": Buffer.from([0x9a, 0x1b, 0x33, 0x00, 0x11]),
    "customXml/item1.xml": '<b:Sources xmlns:b="http://schemas.openxmlformats.org/officeDocument/2006/bibliography"/>',
    "customXml/itemProps1.xml": `${XML}<ds:datastoreItem xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"/>`,
    "customXml/_rels/item1.xml.rels": `${XML}<Relationships/>`,
    ...extra,
  })
}

describe("checkOfficeFile: what people send", () => {
  it("accepts a rich Word report: notes, headers, photos, a metafile, an SVG, a chart and its workbook", async () => {
    expect(await checkOfficeFile(await richDocx())).toEqual({ ok: true, format: "docx" })
  })
  it("accepts a workbook with a thumbnail, printer settings and a drawing", async () => {
    const thumbnail = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer()
    const workbook = makeZip({
      ...XLSX_PARTS,
      "docProps/thumbnail.jpeg": thumbnail,
      "xl/printerSettings/printerSettings1.bin": Buffer.from([0, 1, 2]),
      "xl/drawings/vmlDrawing1.vml": '<xml xmlns:v="urn:schemas-microsoft-com:vml"/>',
      "xl/sharedStrings.xml": `${XML}<sst/>`,
    })
    expect(await checkOfficeFile(workbook)).toEqual({ ok: true, format: "xlsx" })
  })
})

describe("checkOfficeFile: documents that lie", () => {
  it("refuses a part that declares 1000 bytes and inflates to 1 GiB, stopping early", async () => {
    const bomb = makeZip({
      ...DOCX_PARTS,
      "word/media/image1.png": { deflated: deflatedZeros(1024), declaredSize: 1000 },
    })
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024)
    const started = Date.now()
    expect(await checkOfficeFile(bomb)).toEqual(refused("attachmentUnsafe"))
    expect(Date.now() - started).toBeLessThan(2000)
  })
  it("refuses a part that declares more than it holds, as damaged or unsafe", async () => {
    const short = makeZip({
      ...DOCX_PARTS,
      "word/styles.xml": { deflated: deflatedZeros(1), declaredSize: 5 * 1024 * 1024 },
    })
    expect((await checkOfficeFile(short)).ok).toBe(false)
  })
  it("refuses names Windows would run or open: a trailing dot, add-ins, help files, disk images, shortcuts", async () => {
    const names = [
      "word/media/evil.exe.",
      "word/media/image1.png.",
      "word/embeddings/addin.xll",
      "word/media/help.chm",
      "word/media/disk.iso",
      "word/media/site.url",
      "word/media/run.lnk",
      "word/media/photo.scr",
      "xl/x.xml",
      "word/media/image1",
    ]
    for (const name of names) {
      expect({ name, check: await checkOfficeFile(makeZip({ ...DOCX_PARTS, [name]: PNG_BYTES })) }).toEqual({
        name,
        check: refused("attachmentUnsafe"),
      })
    }
  })
  it("refuses media whose bytes are not what their name says: a Windows program named image1.png", async () => {
    for (const name of [
      "word/media/image1.png",
      "word/media/image1.jpeg",
      "word/media/image1.emf",
      "word/media/image1.gif",
    ]) {
      expect(await checkOfficeFile(await richDocx({ [name]: MZ }))).toEqual(refused("attachmentUnsafe"))
    }
    expect(await checkOfficeFile(await richDocx({ "word/embeddings/Microsoft_Excel_Worksheet.xlsx": MZ }))).toEqual(
      refused("attachmentUnsafe"),
    )
    expect(await checkOfficeFile(await richDocx({ "word/styles.xml": MZ }))).toEqual(refused("attachmentUnsafe"))
  })
  it("refuses an SVG that scripts", async () => {
    const scripted = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const handler = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`
    for (const svg of [scripted, handler]) {
      expect(await checkOfficeFile(await richDocx({ "word/media/image4.svg": svg }))).toEqual(
        refused("attachmentUnsafe"),
      )
    }
  })
})
