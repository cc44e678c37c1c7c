import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeAdminScript } from "./admin-script"
import { cmsConfig } from "./config"

/**
 * The bundle Decap CMS publishes (its own React inside): its folder and version. Resolved from the site's
 * directory at run time (gatsby-node is bundled, and its bundler's `require.resolve` knows no packages).
 */
function decapDist(programDir: string): { folder: string; version: string } {
  const manifest = createRequire(path.join(programDir, "package.json")).resolve("decap-cms/package.json")
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }
  return { folder: path.join(path.dirname(manifest), "dist"), version }
}

/** decap-server's default port; `npm run cms` moves it with DECAP_SERVER_PORT. */
export const DECAP_SERVER_DEFAULT_PORT = 8081

/**
 * The page's own policy. Decap compiles its configuration schema with `new Function` ('unsafe-eval'), styles
 * with Emotion (inline styles), previews images as blob: URLs and fetches an uploaded photo back from its blob:
 * URL to save it; it talks to the local decap-server, or to GitHub's API and Netlify's Identity and Git Gateway
 * (same origin) in production. The header of static/_headers adds `frame-ancestors 'none'` as for every path.
 */
export function adminPolicy(connect: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${connect.join(" ")}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

function adminHtml(policy: string, scripts: readonly string[], styles: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Administración del sitio · Vigía Seguridad Industrial</title>
    <link rel="icon" href="/favicon.ico" />
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${scripts[0]}" data-site-styles="${styles}"></script>
${scripts
  .slice(1)
  .map((src) => `    <script src="${src}"></script>`)
  .join("\n")}
  </body>
</html>
`
}

/** Its entry, lazy chunks and WebAssembly, as shipped (source maps and the second build, cms.js, left out). */
function copyDecap(source: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true })
  fs.mkdirSync(target, { recursive: true })
  for (const file of fs.readdirSync(source)) {
    if (/(^|\.)decap-cms\.js$|\.wasm$/.test(file)) fs.copyFileSync(path.join(source, file), path.join(target, file))
  }
}

/**
 * /admin: Decap CMS's page, written into public/ on every `gatsby develop` and `gatsby build` (after the static
 * folder is copied). Only this page loads the CMS: no site route references a byte of it.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string; _: string[] }
    config: { siteMetadata: { siteUrl: string } }
  }
  const develop = program._[0] === "develop"
  const adminDir = path.join(program.directory, "public", "admin")
  const localBackendUrl = develop
    ? `http://127.0.0.1:${process.env.DECAP_SERVER_PORT ?? DECAP_SERVER_DEFAULT_PORT}/api/v1`
    : undefined
  const backend =
    process.env.CMS_BACKEND === "github" && process.env.CMS_GITHUB_REPO
      ? { name: "github" as const, repo: process.env.CMS_GITHUB_REPO }
      : undefined
  const decap = decapDist(program.directory)
  const decapFolder = `decap-${decap.version}`
  copyDecap(decap.folder, path.join(adminDir, decapFolder))
  const { script, styles } = await writeAdminScript(adminDir, program.directory, config.siteMetadata.siteUrl)
  const settings = cmsConfig({ siteUrl: config.siteMetadata.siteUrl, localBackendUrl, backend })
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${JSON.stringify(settings, null, 2)}\n`)
  const connect = localBackendUrl ? [new URL(localBackendUrl).origin] : ["https://api.github.com"]
  fs.writeFileSync(
    path.join(adminDir, "index.html"),
    adminHtml(adminPolicy(connect), [`/admin/${script}`, `/admin/${decapFolder}/decap-cms.js`], `/admin/${styles}`),
  )
  reporter.info(`CMS: /admin with Decap CMS ${decap.version}${develop ? `, saving through ${localBackendUrl}` : ""}`)
}
