import { createHash } from "crypto"

/**
 * The hashes CSP needs to allow an HTML page's inline scripts (Gatsby writes a small loader script and
 * the chunk map inline). Data blocks such as JSON-LD are not executed, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ""
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue
    hashes.push(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`)
  }
  return hashes
}

/**
 * The Content-Security-Policy of every page, written into the page itself (`withDocumentPolicy`) with the
 * hashes of that page's own inline scripts. The header sends only what a `<meta>` policy cannot carry
 * (`frame-ancestors`, static/_headers): a header listing every page's hashes rode with every response,
 * scripts and images included, about 2.3 KB each (docs/decisions.md, "The CSP in each page").
 */
export const DOCUMENT_POLICY =
  "default-src 'self'; script-src 'self' {{INLINE_SCRIPT_HASHES}}; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src {{MAP_ORIGIN}}; base-uri 'self'; " +
  "form-action 'self'; object-src 'none'; manifest-src 'self'; worker-src 'none'"

/** One page's policy: its inline scripts' hashes (none repeated, sorted) and the map's origin filled in. */
export function documentPolicy(scriptHashes: readonly string[], mapOrigin: string): string {
  return DOCUMENT_POLICY.replace(
    "{{INLINE_SCRIPT_HASHES}}",
    Array.from(new Set(scriptHashes)).sort().join(" "),
  ).replace("{{MAP_ORIGIN}}", mapOrigin)
}

const CHARSET_META = '<meta charset="utf-8"/>'

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g

/**
 * A built page with its policy as the first element after its charset declaration, before any script, so it
 * covers the whole document. A policy an earlier build wrote is replaced: a build that renders no page anew
 * still stitches the fresh scripts slice (the compilation hash, the entry chunks) into the HTML files it left,
 * so the scripts, and their hashes, can change under the old policy. A page without a charset declaration
 * comes back unchanged.
 */
export function withDocumentPolicy(html: string, mapOrigin: string): string {
  if (!html.includes(CHARSET_META)) return html
  const bare = html.replace(POLICY_META, "")
  const policy = documentPolicy(inlineScriptHashes(bare), mapOrigin)
  return bare.replace(CHARSET_META, `${CHARSET_META}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`)
}

/** public/_headers from static/_headers, checked for placeholders left behind. */
export function renderHeadersFile(template: string): string {
  const leftover = /\{\{[A-Z_]+\}\}/.exec(template)
  if (leftover) throw new Error(`static/_headers has an unknown placeholder ${leftover[0]}`)
  return template
}

export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** Reads the _headers format: a path line, then indented `Name: value` lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(":")
    const rule = rules[rules.length - 1]
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return rules
}

/** The same headers as nginx `add_header` lines, for servers that do not read _headers. */
export function nginxDirectives(rules: readonly HeaderRule[]): string {
  const global = rules.find((rule) => rule.path === "/*")
  if (!global) return ""
  return Object.entries(global.headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join("\n")
}
