import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { build } from "esbuild"
import type { Plugin } from "esbuild"
import type { KeyOrder } from "../../src/cms/json-format"
import { editedFiles } from "./config"
import { previewContent } from "./preview-content"

function hashed(prefix: string, extension: string, contents: Uint8Array | string): string {
  return `${prefix}-${createHash("sha256").update(contents).digest("hex").slice(0, 20)}.${extension}`
}

/** The key order of every file the CMS edits (a folder collection's entries share one). */
function keyOrders(siteUrl: string): KeyOrder[][] {
  return [...new Map(editedFiles(siteUrl).map(({ order }) => [JSON.stringify(order), order])).values()]
}

/**
 * `vigia:content-snapshot`: the content of this build, the previews' starting point, and the key order of each
 * file the CMS edits, which the JSON format keeps.
 */
function contentSnapshot(siteUrl: string): Plugin {
  return {
    name: "content-snapshot",
    setup(builder) {
      builder.onResolve({ filter: /^vigia:content-snapshot$/ }, (args) => ({ path: args.path, namespace: "vigia" }))
      builder.onLoad({ filter: /.*/, namespace: "vigia" }, () => ({
        contents: JSON.stringify({ content: previewContent(siteUrl), keyOrders: keyOrders(siteUrl) }),
        loader: "json",
      }))
    },
  }
}

/**
 * src/cms/admin.tsx (the JSON format, the previews, the start-up) bundled with the site components the previews
 * draw, in Preact as the site's browser code is (`gatsby` itself stands in: src/cms/previews/gatsby-stand-in),
 * and the site's global CSS beside it for the preview frame. Files named by their content; older ones removed.
 */
export async function writeAdminScript(
  adminDir: string,
  programDir: string,
  siteUrl: string,
): Promise<{ script: string; styles: string }> {
  const result = await build({
    entryPoints: [path.join(programDir, "src", "cms", "admin.tsx")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    write: false,
    jsx: "automatic",
    jsxImportSource: "preact",
    alias: {
      react: "preact/compat",
      "react-dom": "preact/compat",
      gatsby: path.join(programDir, "src", "cms", "previews", "gatsby-stand-in.tsx"),
    },
    // BUILD_STAGE: the site's components that load a part's code late in the browser (a photo) render it at once.
    define: { "process.env.NODE_ENV": '"production"', "process.env.BUILD_STAGE": '"cms"' },
    plugins: [contentSnapshot(siteUrl)],
    logLevel: "silent",
  })
  const code = result.outputFiles[0].contents
  const css = fs.readFileSync(path.join(programDir, "src", "styles", "global.css"), "utf8")
  const script = hashed("cms", "js", code)
  const styles = hashed("site", "css", css)
  for (const old of fs.readdirSync(adminDir).filter((file) => /^(cms|site)-[0-9a-f]+\.(js|css)$/.test(file))) {
    fs.unlinkSync(path.join(adminDir, old))
  }
  fs.writeFileSync(path.join(adminDir, script), code)
  fs.writeFileSync(path.join(adminDir, styles), css)
  return { script, styles }
}
