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

export interface HeaderValues {
  scriptHashes: readonly string[]
  mapOrigin: string
}

/** public/_headers from static/_headers: the placeholders filled in, and none left behind. */
export function renderHeadersFile(template: string, values: HeaderValues): string {
  const rendered = template
    .replaceAll("{{INLINE_SCRIPT_HASHES}}", Array.from(new Set(values.scriptHashes)).sort().join(" "))
    .replaceAll("{{MAP_ORIGIN}}", values.mapOrigin)
  const leftover = /\{\{[A-Z_]+\}\}/.exec(rendered)
  if (leftover) throw new Error(`static/_headers has an unknown placeholder ${leftover[0]}`)
  return rendered
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
