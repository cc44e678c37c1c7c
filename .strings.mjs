import ts from "typescript"; import fs from "fs"; import path from "path"
const files = process.argv.slice(2)
for (const f of files) {
  const src = ts.createSourceFile(f, fs.readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const visit = (n) => {
    let t = null
    if (ts.isJsxText(n)) t = n.getText().trim()
    else if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && !ts.isImportDeclaration(n.parent) && !ts.isExportDeclaration(n.parent)) t = n.text
    if (t && /[A-Za-zÁÉÍÓÚáéíóúñ]{3,}/.test(t) && (/[áéíóúñ¿¡]/.test(t) || /\b(el|la|de|los|las|un|una|para|por|con|se|al|del|en)\b/.test(t) || /^[A-ZÁÉÍÓÚ][a-záéíóúñ]+( [a-záéíóúñ]+)*$/.test(t)) && !/rem|px|%|solid|ease|rgba|\bvar\(|^[a-z-]+$/.test(t)) {
      const { line } = src.getLineAndCharacterOfPosition(n.getStart()); console.log(`${f}:${line+1}: ${JSON.stringify(t).slice(0,100)}`)
    }
    ts.forEachChild(n, visit)
  }
  visit(src)
}
