import { PDF_BYTES, PNG_BYTES } from "../../../test/zip"
import { checkImageOrPdf, isJpeg, isPdf, isPng, sanitizeFileName, signatureOf } from "./attachment"

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])

describe("signatures", () => {
  it("names what the first bytes claim", () => {
    expect(signatureOf(PDF_BYTES)).toBe("pdf")
    expect(signatureOf(PNG_BYTES)).toBe("png")
    expect(signatureOf(JPEG_BYTES)).toBe("jpg")
    expect(signatureOf(Buffer.from("PK\u0003\u0004"))).toBe("zip")
    expect(signatureOf(Buffer.from("MZ\x90\x00 an executable"))).toBeNull()
    expect(signatureOf(Buffer.from("<html>%PDF-</html>"))).toBeNull()
    expect(signatureOf(new Uint8Array())).toBeNull()
  })
})

describe("PDF", () => {
  it("takes a PDF with its header and its trailer", () => {
    expect(isPdf(PDF_BYTES)).toBe(true)
    expect(isPdf(Buffer.from("%PDF-2.0\r\n%\u00e2\u00e3\r\n1 0 obj<<>>endobj\r\nstartxref\r\n116\r\n%%EOF"))).toBe(true)
  })
  it("refuses a polyglot behind a PDF header, a file cut short and one with something after its end", () => {
    expect(isPdf(Buffer.from("%PDF-<html><script>alert(1)</script></html>"))).toBe(false)
    expect(isPdf(Buffer.from("%PDF-1.4<html><script>x</script>\nstartxref\n0\n%%EOF"))).toBe(false)
    expect(isPdf(PDF_BYTES.subarray(0, PDF_BYTES.length - 10))).toBe(false)
    expect(isPdf(Buffer.concat([PDF_BYTES, Buffer.from("PK\u0003\u0004 a zip after the end")]))).toBe(false)
    expect(checkImageOrPdf(Buffer.from("%PDF-<html>"), "pdf")).toEqual({ ok: false, code: "attachmentDamaged" })
  })
})

describe("images", () => {
  it("takes a JPEG from its start of image and a segment to its end of image", () => {
    expect(isJpeg(JPEG_BYTES)).toBe(true)
    expect(isJpeg(JPEG_BYTES.subarray(0, JPEG_BYTES.length - 1))).toBe(false)
    expect(isJpeg(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x3c, 0x68, 0xff, 0xd9]))).toBe(false)
  })
  it("takes a JPEG with data after its end of image, as phones write them (a trailer, a motion photo's video)", () => {
    expect(isJpeg(Buffer.concat([JPEG_BYTES, Buffer.from("SEFH\u0000\u0000motion-photo-video")]))).toBe(true)
    expect(isJpeg(Buffer.concat([JPEG_BYTES.subarray(0, 12), Buffer.from("no end of image")]))).toBe(false)
  })
  it("takes a PNG with IHDR first and IEND last", () => {
    expect(isPng(PNG_BYTES)).toBe(true)
    expect(checkImageOrPdf(PNG_BYTES, "png")).toEqual({ ok: true, format: "png" })
    expect(isPng(PNG_BYTES.subarray(0, 24))).toBe(false)
    expect(isPng(Buffer.concat([PNG_BYTES, Buffer.from("PK")]))).toBe(false)
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
  it("names a refused file with the extension it was sent with", () => {
    expect(sanitizeFileName("oferta.DOCX", null)).toBe("oferta.docx")
    expect(sanitizeFileName("C:\\x\\payload.exe", null)).toBe("payload.exe")
    expect(sanitizeFileName("sin extension", null)).toBe("sin-extension")
  })
})
