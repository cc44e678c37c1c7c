import zlib from "zlib"

/** An entry given as deflated bytes and the size it declares, which may lie about what they inflate to. */
export interface LyingEntry {
  deflated: Buffer
  declaredSize: number
}

/**
 * Deflated data that inflates to `megabytes` MB of zeros, built from one deflated megabyte repeated (a few
 * KB a megabyte): a bomb a test can make without holding what it unpacks to.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
  // A final, empty stored block ends the stream.
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])])
}

/**
 * A zip for tests, as Office writes one (deflated entries with their CRCs), or with stored entries; names are
 * written as given, so a test can put "../x" or "/etc/x" in one, and an entry may lie about its size.
 */
export function makeZip(entries: Record<string, string | Buffer | LyingEntry>, options: { store?: boolean } = {}) {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name)
    const lying = typeof content === "object" && "deflated" in content ? content : null
    const data = lying ? Buffer.alloc(0) : Buffer.from(content as string | Buffer)
    const method = options.store && !lying ? 0 : 8
    const packed = lying ? lying.deflated : options.store ? data : zlib.deflateRawSync(data)
    const crc = zlib.crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // names in UTF-8
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(lying ? lying.declaredSize : data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    locals.push(local, nameBytes, packed)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(0x0800, 8)
    entry.writeUInt16LE(method, 10)
    entry.writeUInt32LE(crc, 16)
    entry.writeUInt32LE(packed.length, 20)
    entry.writeUInt32LE(lying ? lying.declaredSize : data.length, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    directory.push(entry, nameBytes)
    offset += 30 + nameBytes.length + packed.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directoryBytes, end])
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
const RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships"
const OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"

/** [Content_Types].xml declaring the given parts (name → content type), with Word's and Excel's defaults. */
export function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`)
    .join("")
  return (
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`
  )
}

function packageRelationships(mainPart: string): string {
  return `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="${mainPart}"/></Relationships>`
}

export const WORD_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
export const EXCEL_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"
const CORE_PROPERTIES_TYPE = "application/vnd.openxmlformats-package.core-properties+xml"
const WORKSHEET_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"

/** The parts of a one-paragraph Word document, as Word saves it (a test adds or replaces parts). */
export const DOCX_PARTS: Record<string, string> = {
  "[Content_Types].xml": contentTypes({
    "word/document.xml": WORD_MAIN_TYPE,
    "docProps/core.xml": CORE_PROPERTIES_TYPE,
  }),
  "_rels/.rels": packageRelationships("word/document.xml"),
  "docProps/core.xml": `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>`,
  "word/document.xml":
    `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
    "<w:body><w:p><w:r><w:t>Pliego técnico</w:t></w:r></w:p></w:body></w:document>",
}

/** The parts of a one-sheet Excel workbook, as Excel saves it. */
export const XLSX_PARTS: Record<string, string> = {
  "[Content_Types].xml": contentTypes({
    "xl/workbook.xml": EXCEL_MAIN_TYPE,
    "xl/worksheets/sheet1.xml": WORKSHEET_TYPE,
  }),
  "_rels/.rels": packageRelationships("xl/workbook.xml"),
  "xl/workbook.xml":
    `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
    `xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
    `<sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels":
    `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" ` +
    `Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  "xl/worksheets/sheet1.xml": `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>`,
}

export const DOCX_BYTES = makeZip(DOCX_PARTS)
export const XLSX_BYTES = makeZip(XLSX_PARTS)

/** A one-page PDF with its cross-reference table, the offsets computed. */
function minimalPdf() {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
  ]
  let body = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, "latin1")
}

export const PDF_BYTES = minimalPdf()

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A 1 × 1 white PNG: signature, IHDR, IDAT, IEND. */
function minimalPng() {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]) // 1 × 1, 8-bit RGB
  const pixels = zlib.deflateSync(Buffer.from([0, 255, 255, 255])) // filter byte, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

export const PNG_BYTES = minimalPng()

/**
 * A chart inserted in a Word document, as Word saves it: the chart part, related from the document, and its
 * data in an embedded workbook that the chart's own relationships name (`…/relationships/package`).
 */
export function chartParts(workbook: Buffer = XLSX_BYTES): Record<string, string | Buffer> {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`
  return {
    "word/_rels/document.xml.rels": `${XML}<Relationships xmlns="${RELATIONSHIPS}">${rel("rId5", "chart", "charts/chart1.xml")}</Relationships>`,
    "word/charts/chart1.xml": `${XML}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:externalData r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></c:chartSpace>`,
    "word/charts/_rels/chart1.xml.rels": `${XML}<Relationships xmlns="${RELATIONSHIPS}">${rel("rId1", "package", "../embeddings/Microsoft_Excel_Worksheet.xlsx")}</Relationships>`,
    "word/embeddings/Microsoft_Excel_Worksheet.xlsx": workbook,
  }
}
