/**
 * Reads PDFs with pdf.js (its legacy build, for Node) and prints, as JSON, what a reader sees of each:
 * title, author, subject, keywords, language, tagged or not, page count and the text of every page.
 * A script of its own because pdf.js is an ES module, which Jest's CommonJS runtime cannot load.
 * Usage: node test/pdf-text.mjs <file.pdf>...
 */
import fs from "fs"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

async function read(file) {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise
  const { info } = await pdf.getMetadata()
  const markInfo = await pdf.getMarkInfo()
  const pages = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""))
  }
  const result = {
    file,
    title: info.Title ?? null,
    author: info.Author ?? null,
    subject: info.Subject ?? null,
    keywords: info.Keywords ?? null,
    language: info.Language ?? null,
    tagged: Boolean(markInfo?.Marked),
    pageCount: pdf.numPages,
    pages,
  }
  await pdf.destroy()
  return result
}

const results = []
for (const file of process.argv.slice(2)) results.push(await read(file))
process.stdout.write(JSON.stringify(results))
