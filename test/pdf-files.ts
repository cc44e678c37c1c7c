import zlib from "zlib"

/**
 * PDFs for tests, written object by object with a correct cross-reference table, so a test can build the
 * file a visitor (or an attacker) would send: with object streams, an incremental update, content appended
 * after its end, actions and embedded files. Objects are numbered from 1 in the order given.
 */
export interface PdfOptions {
  /** Objects packed into one object stream (object numbers after the plain ones), as PDF 1.5 writers do. */
  packed?: string[]
  /** Extra entries of the trailer (`/Encrypt 9 0 R`). */
  trailer?: string
  /** Bytes written after the final %%EOF. */
  appended?: string | Buffer
  /** A later revision: objects replacing or adding to the first, with their own table and %%EOF. */
  update?: Record<number, string>
  /** Bytes written between the first revision's %%EOF and the update. */
  betweenRevisions?: string
}

/** A page that shows one line of text, its catalog and page tree: objects 1–5. */
export const PAGE_OBJECTS = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  stream("BT /F1 12 Tf 72 770 Td (Pliego tecnico: diez detectores) Tj ET"),
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
]

/** A stream object with its length. */
export function stream(content: string | Buffer, dictionary = ""): string {
  const data = Buffer.from(content).toString("latin1")
  return `<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`
}

function xrefTable(entries: ReadonlyArray<[number, number]>): string {
  const lines = [...entries]
    .sort(([a], [b]) => a - b)
    .map(([number, offset]) => `${number} 1\n${String(offset).padStart(10, "0")} 00000 n \n`)
  return `xref\n0 1\n0000000000 65535 f \n${lines.join("")}`
}

export function buildPdf(objects: readonly string[], options: PdfOptions = {}): Buffer {
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
  const offsets: Array<[number, number]> = []
  objects.forEach((object, index) => {
    offsets.push([index + 1, body.length])
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  let size = objects.length + 1
  if (options.packed?.length) {
    const first = objects.length + 2
    const parts = options.packed.map((object, index) => ({ number: first + index, object }))
    let header = ""
    let content = ""
    for (const part of parts) {
      header += `${part.number} ${content.length} `
      content += `${part.object}\n`
    }
    const packed = zlib.deflateSync(Buffer.from(header + content, "latin1"))
    offsets.push([objects.length + 1, body.length])
    body += `${objects.length + 1} 0 obj\n${stream(packed, `/Type /ObjStm /N ${parts.length} /First ${header.length} /Filter /FlateDecode`)}\nendobj\n`
    size = first + parts.length
  }
  const xref = body.length
  body += `${xrefTable(offsets)}trailer\n<< /Size ${size} /Root 1 0 R ${options.trailer ?? ""} >>\nstartxref\n${xref}\n%%EOF\n`
  if (options.update) {
    body += options.betweenRevisions ?? ""
    const updated: Array<[number, number]> = []
    for (const [number, object] of Object.entries(options.update)) {
      updated.push([Number(number), body.length])
      body += `${number} 0 obj\n${object}\nendobj\n`
    }
    const second = body.length
    body += `${xrefTable(updated)}trailer\n<< /Size ${size} /Root 1 0 R /Prev ${xref} >>\nstartxref\n${second}\n%%EOF\n`
  }
  return Buffer.concat([Buffer.from(body, "latin1"), Buffer.from(options.appended ?? "")])
}

/**
 * A PDF whose object `hidden` (numbered `number`) is written where a reading in order does not see an
 * object (inside a comment, or inside another stream's data) while the cross-reference table, or a
 * cross-reference stream with a PNG predictor as writers write them, points a reader at it: what a reader
 * opens is not what a naive scan reads.
 */
export function pdfWithHiddenObject(
  objects: readonly string[],
  hidden: { number: number; object: string; in: "comment" | "stream" },
  options: { xrefStream?: boolean } = {},
): Buffer {
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
  const offsets = new Map<number, number>()
  objects.forEach((object, index) => {
    if (index + 1 === hidden.number) return
    offsets.set(index + 1, body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const text = `${hidden.number} 0 obj\n${hidden.object}\nendobj`
  const carrier = objects.length + 1
  if (hidden.in === "comment") {
    body += "%"
    offsets.set(hidden.number, body.length)
    // One line: a reader in order skips it as a comment.
    body += `${text.replace(/\n/g, " ")}\n`
  } else {
    offsets.set(carrier, body.length)
    const head = `${carrier} 0 obj\n<< /Length ${text.length + 2} >>\nstream\n`
    offsets.set(hidden.number, body.length + head.length + 1)
    body += `${head} ${text} \nendstream\nendobj\n`
  }
  const size = carrier + 2
  const xref = body.length
  if (options.xrefStream) {
    offsets.set(carrier + 1, xref)
    const rows: number[] = []
    for (let number = 0; number < size; number += 1) {
      const offset = offsets.get(number)
      rows.push(
        2,
        offset === undefined ? 0 : 1,
        (offset ?? 0) >> 24,
        ((offset ?? 0) >> 16) & 255,
        ((offset ?? 0) >> 8) & 255,
        (offset ?? 0) & 255,
        0,
      )
    }
    // Filter 2 ("up") on every row, as writers do: each byte is the difference with the row above.
    const table = Buffer.from(rows)
    for (let row = Math.floor(table.length / 7) - 1; row > 0; row -= 1) {
      for (let column = 1; column < 7; column += 1)
        table[row * 7 + column] = (table[row * 7 + column] - table[(row - 1) * 7 + column]) & 255
    }
    const data = zlib.deflateSync(table)
    body +=
      `${carrier + 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 1] /Root 1 0 R /Filter /FlateDecode ` +
      `/DecodeParms << /Columns 6 /Predictor 12 >> /Length ${data.length} >>\nstream\n${data.toString("latin1")}\nendstream\nendobj\n`
    body += `startxref\n${xref}\n%%EOF\n`
    return Buffer.from(body, "latin1")
  }
  body += xrefTable([...offsets.entries()])
  body += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, "latin1")
}

/**
 * A PDF of about 17 KB whose one object stream inflates to just under the 16 MB ceiling of the structural
 * reading: an array of eight million zeros, each a token to read. It takes seconds of CPU to read, which is
 * why every check runs on a worker thread with a deadline.
 */
export function freezingPdf(): Buffer {
  return buildPdf(["<< /Type /Catalog /Pages 2 0 R /Outlines 7 0 R >>", ...PAGE_OBJECTS.slice(1)], {
    packed: [`[${"0 ".repeat(8_300_000)}]`],
  })
}
