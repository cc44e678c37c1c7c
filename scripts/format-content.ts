/**
 * `npm run format:content`: every file the CMS edits rewritten as the editor saves it (keys in the schema's
 * order, empty optional values left out, Prettier's formatting), so the first save in /admin changes only what
 * the clerk changed. `gatsby/cms/content-format.test.ts` fails on a file not in that form.
 */
import fs from "fs"
import path from "path"
import { editedFiles } from "../gatsby/cms/config"
import { readContentJson, writeContentJson } from "../src/cms/json-format"

const root = path.resolve(__dirname, "..")
let changed = 0
for (const { file, order } of editedFiles("https://www.vigiaseguridad.com.ar")) {
  const full = path.join(root, file)
  const text = fs.readFileSync(full, "utf8")
  const saved = writeContentJson(readContentJson(text), order)
  if (saved !== text) {
    fs.writeFileSync(full, saved)
    changed += 1
    console.log(`${file}: rewritten as the editor saves it`)
  }
}
console.log(`${changed} file(s) changed`)
