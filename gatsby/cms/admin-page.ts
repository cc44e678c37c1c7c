import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeAdminScript } from "./admin-script"
import { backendFromEnv, cmsConfig, DECAP_SERVER_DEFAULT_PORT } from "./config"

/**
 * The bundle Decap CMS publishes (its own React inside): its folder and version. Resolved from the site's
 * directory at run time (gatsby-node is bundled, and its bundler's `require.resolve` knows no packages).
 */
function decapDist(programDir: string): { folder: string; version: string } {
  const manifest = createRequire(path.join(programDir, "package.json")).resolve("decap-cms/package.json")
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }
  return { folder: path.join(path.dirname(manifest), "dist"), version }
}

/**
 * The page's own policy. Decap compiles its configuration schema with `new Function` ('unsafe-eval'), styles
 * with Emotion (inline styles), previews images as blob: URLs and fetches an uploaded photo back from its blob:
 * URL to save it; it talks to decap-server on this machine (only when /admin is opened here), or to GitHub's API
 * or Netlify's Identity and Git Gateway (same origin) in production; the GitHub login is a pop-up window. The header of static/_headers adds `frame-ancestors 'none'` as for every path.
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

/**
 * Decap's editor is laid out for 800 px and more: on a phone "Publicar" and the preview fall off the screen.
 * Below that width the page says so first, and what to use instead (it stays usable to look things up).
 */
const NARROW_SCREEN_NOTICE = `<style>
      .aviso-pantalla { display: none; }
      @media (max-width: 799px) {
        .aviso-pantalla { display: block; position: sticky; top: 0; z-index: 1000; margin: 0; padding: 12px 16px;
          background: #fff4cc; color: #0b1b2b; border-bottom: 2px solid #f2b400; font: 16px/1.4 sans-serif; }
      }
    </style>`

const NARROW_SCREEN_TEXT =
  "Esta pantalla es angosta para el editor: «Publicar» y la vista previa quedan fuera de la pantalla. Para cambiar " +
  "algo, entrá desde una computadora o una tablet apaisada (800 px de ancho o más); desde el teléfono solo podés mirar."

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
    ${NARROW_SCREEN_NOTICE}
  </head>
  <body>
    <p class="aviso-pantalla" role="note">${NARROW_SCREEN_TEXT}</p>
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
  const adminDir = path.join(program.directory, "public", "admin")
  const localBackendPort = Number(process.env.DECAP_SERVER_PORT || DECAP_SERVER_DEFAULT_PORT)
  const backend = backendFromEnv(process.env)
  const publishMode = process.env.CMS_PUBLISH_MODE === "editorial_workflow" ? "editorial_workflow" : "simple"
  if (!backend.repo) {
    reporter.warn("CMS: no CMS_REPO: /admin signs in through Git Gateway, or edits locally with decap-server")
  }
  const decap = decapDist(program.directory)
  const decapFolder = `decap-${decap.version}`
  copyDecap(decap.folder, path.join(adminDir, decapFolder))
  const { script, styles } = await writeAdminScript(adminDir, program.directory, config.siteMetadata.siteUrl)
  const settings = cmsConfig({ siteUrl: config.siteMetadata.siteUrl, localBackendPort, backend, publishMode })
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${JSON.stringify(settings, null, 2)}\n`)
  const connect = [new URL(settings.local_backend.url).origin, "https://api.github.com"]
  fs.writeFileSync(
    path.join(adminDir, "index.html"),
    adminHtml(adminPolicy(connect), [`/admin/${script}`, `/admin/${decapFolder}/decap-cms.js`], `/admin/${styles}`),
  )
  reporter.info(
    `CMS: /admin with Decap CMS ${decap.version}: ${backend.name}${backend.repo ? ` (${backend.repo})` : ""}, ` +
      `or decap-server at ${settings.local_backend.url} when opened on this machine`,
  )
}
