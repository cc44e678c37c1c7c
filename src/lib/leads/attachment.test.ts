import { DOCX_BYTES, makeZip, PDF_BYTES, PNG_BYTES, XLSX_BYTES } from "../../../test/zip"
import { detectAttachmentFormat, sanitizeFileName } from "./attachment"

describe("detectAttachmentFormat", () => {
  it("decides by the bytes", () => {
    expect(detectAttachmentFormat(PDF_BYTES)).toBe("pdf")
    expect(detectAttachmentFormat(PNG_BYTES)).toBe("png")
    expect(detectAttachmentFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpg")
    expect(detectAttachmentFormat(DOCX_BYTES)).toBe("docx")
    expect(detectAttachmentFormat(XLSX_BYTES)).toBe("xlsx")
  })
  it("refuses what only claims to be one", () => {
    expect(detectAttachmentFormat(Buffer.from("MZ\x90\x00 an executable"))).toBeNull()
    expect(detectAttachmentFormat(Buffer.from("<html>%PDF-</html>"))).toBeNull()
    expect(detectAttachmentFormat(makeZip({ "payload.exe": "MZ" }))).toBeNull()
    expect(
      detectAttachmentFormat(makeZip({ "[Content_Types].xml": "<Types/>", "ppt/presentation.xml": "" })),
    ).toBeNull()
    expect(detectAttachmentFormat(DOCX_BYTES.subarray(0, DOCX_BYTES.length - 30))).toBeNull()
    expect(detectAttachmentFormat(new Uint8Array())).toBeNull()
  })
})

describe("sanitizeFileName", () => {
  it("keeps a readable base name with the detected extension", () => {
    expect(sanitizeFileName("Pliego Licitación Nº 12.pdf", "pdf")).toBe("Pliego-Licitacion-N-12.pdf")
    expect(sanitizeFileName("foto.PNG", "png")).toBe("foto.png")
  })
  it("drops paths, header characters and a lying extension", () => {
    expect(sanitizeFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf")
    expect(sanitizeFileName("C:\\temp\\x.exe", "pdf")).toBe("x.pdf")
    expect(sanitizeFileName('a"\r\nBcc: x@y.z.pdf', "pdf")).toBe("a-Bcc-x-y.z.pdf")
    expect(sanitizeFileName("....", "jpg")).toBe("adjunto.jpg")
    expect(sanitizeFileName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(104)
  })
})
