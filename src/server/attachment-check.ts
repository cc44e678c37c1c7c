import yauzl from "yauzl"
import type { Entry, ZipFile } from "yauzl"
import type { AttachmentCheck, AttachmentProblem } from "../lib/leads/attachment"
import { checkImageOrPdf, signatureOf } from "../lib/leads/attachment"

/** More entries than any honest document or workbook of 10 MB has. */
export const ZIP_MAX_ENTRIES = 1000
/** The sum of the entries' sizes once unpacked: 10 MB that unpack past this are a zip bomb. */
const ZIP_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024
/** [Content_Types].xml is a list of a few dozen types: the only part read, and read no further than this. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024

interface OfficeFormat {
  format: "docx" | "xlsx"
  folder: string
  mainPart: string
  mainContentType: string
}

const OFFICE_FORMATS: readonly OfficeFormat[] = [
  {
    format: "docx",
    folder: "word/",
    mainPart: "word/document.xml",
    mainContentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  },
  {
    format: "xlsx",
    folder: "xl/",
    mainPart: "xl/workbook.xml",
    mainContentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  },
]

/** The folders every OOXML package may hold besides its own (`word/` or `xl/`). */
const SHARED_FOLDERS = ["_rels/", "docProps/", "customXml/"]
const CONTENT_TYPES = "[Content_Types].xml"
const PACKAGE_RELATIONSHIPS = "_rels/.rels"

/** Programs and scripts Windows runs on a double click, whatever folder they hide in. */
const EXECUTABLE =
  /\.(exe|com|scr|pif|cpl|msi|msp|dll|sys|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh)$/i

/**
 * Parts that hold code: VBA macros (vbaProject.bin, vbaData.xml), ActiveX controls, embedded OLE objects
 * (which may package a program). The only binary parts an ordinary file keeps are its printer settings.
 */
function isCodePart(name: string): boolean {
  const lower = name.toLowerCase()
  if (/(^|\/)vba(project\.bin|data\.xml)$/.test(lower) || lower.includes("/activex/")) return true
  // An embedded Office file with macros.
  if (/\.(docm|dotm|xlsm|xltm|xlsb|xlam|pptm|potm|ppsm)$/.test(lower)) return true
  return lower.endsWith(".bin") && !/\/printersettings\/printersettings\d*\.bin$/.test(lower)
}

/** The content types [Content_Types].xml declares for single parts, by part name (lower case, no leading "/"). */
export function contentTypeOverrides(xml: string): Map<string, string> | null {
  const root =
    /^(<\?xml[^>]*\?>\s*)?<Types\s[^>]*xmlns=("|')http:\/\/schemas\.openxmlformats\.org\/package\/2006\/content-types\2/
  // trimStart also drops a byte order mark.
  if (!root.test(xml.trimStart())) return null
  const overrides = new Map<string, string>()
  for (const [element] of xml.matchAll(/<Override\s[^>]*>/g)) {
    const part = /\sPartName=("|')([^"']*)\1/.exec(element)?.[2]
    const type = /\sContentType=("|')([^"']*)\1/.exec(element)?.[2]
    if (part && type) overrides.set(part.replace(/^\//, "").toLowerCase(), type)
  }
  return overrides
}

class Refusal extends Error {
  constructor(readonly code: AttachmentProblem) {
    super(code)
  }
}

function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) return Promise.reject(new Refusal("attachmentUnsafe"))
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new Refusal("attachmentDamaged"))
      const chunks: Buffer[] = []
      // yauzl checks the inflated bytes against the declared size, so a lying entry fails here.
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("error", () => reject(new Refusal("attachmentDamaged")))
      stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    })
  })
}

/** Every entry of the zip, in order; refused as soon as one is what no Office file holds. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = []
    let unpacked = 0
    zip.on("entry", (entry: Entry) => {
      unpacked += entry.uncompressedSize
      if (unpacked > ZIP_MAX_UNCOMPRESSED_BYTES || entry.isEncrypted()) return reject(new Refusal("attachmentUnsafe"))
      entries.push(entry)
      zip.readEntry()
    })
    zip.on("end", () => resolve(entries))
    // yauzl refuses absolute paths, ".." and backslashes in names (strictFileNames): a path out of the folder.
    zip.on("error", (error: Error) =>
      reject(new Refusal(/path|characters in fileName/.test(error.message) ? "attachmentUnsafe" : "attachmentDamaged")),
    )
    zip.readEntry()
  })
}

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(new Refusal("attachmentDamaged")) : resolve(zip),
    )
  })
}

/**
 * A DOCX or XLSX as Office writes it: the zip opens; [Content_Types].xml, _rels/.rels and the main part are
 * there, and the main part is declared with the format's (macro-free) main content type; every entry is
 * inside the format's folders, none is code (macros, ActiveX, OLE objects) or a program; at most 1000 entries
 * and 100 MB unpacked. Only [Content_Types].xml is unpacked.
 */
async function checkOfficeFile(bytes: Uint8Array): Promise<AttachmentCheck> {
  const zip = await openZip(bytes)
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) throw new Refusal("attachmentUnsafe")
    const entries = await listEntries(zip)
    const names = entries.map((entry) => entry.fileName)
    const office = OFFICE_FORMATS.find(({ mainPart }) => names.includes(mainPart))
    // A zip that is neither (a folder of files, a presentation) is not one of the accepted types.
    if (!office) throw new Refusal("attachmentType")
    const folders = [...SHARED_FOLDERS, office.folder]
    for (const name of names) {
      if (EXECUTABLE.test(name) || isCodePart(name)) throw new Refusal("attachmentUnsafe")
      if (name !== CONTENT_TYPES && !folders.some((folder) => name.startsWith(folder))) {
        throw new Refusal("attachmentUnsafe")
      }
    }
    if (!names.includes(CONTENT_TYPES) || !names.includes(PACKAGE_RELATIONSHIPS)) throw new Refusal("attachmentDamaged")
    const typesEntry = entries.find((entry) => entry.fileName === CONTENT_TYPES)!
    const types = await readEntry(zip, typesEntry, CONTENT_TYPES_MAX_BYTES)
    if (/macroEnabled|vbaProject|activeX/i.test(types)) throw new Refusal("attachmentUnsafe")
    const overrides = contentTypeOverrides(types)
    if (!overrides || overrides.get(office.mainPart) !== office.mainContentType) throw new Refusal("attachmentDamaged")
    return { ok: true, format: office.format }
  } finally {
    zip.close()
  }
}

/**
 * The server's check of an attachment's bytes: empty, not one of the accepted types, damaged, unsafe, or
 * the format it really is (whatever its name says).
 */
export async function checkAttachment(bytes: Uint8Array): Promise<AttachmentCheck> {
  if (bytes.length === 0) return { ok: false, code: "attachmentEmpty" }
  const signature = signatureOf(bytes)
  if (!signature) return { ok: false, code: "attachmentType" }
  if (signature !== "zip") return checkImageOrPdf(bytes, signature)
  try {
    return await checkOfficeFile(bytes)
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code }
    throw error
  }
}
