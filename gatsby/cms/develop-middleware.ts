import path from "path"
import type { GatsbyConfig } from "gatsby"

interface ExpressApp {
  get: (paths: string[], handler: (request: unknown, response: { sendFile: (file: string) => void }) => void) => void
}

/**
 * `gatsby develop` serves public/ but not a folder's index.html: /admin (and /admin/) answer with the CMS's page
 * that gatsby/cms/admin-page.ts wrote, as static hosts and the production server do.
 */
export const developMiddleware: GatsbyConfig["developMiddleware"] = (app: ExpressApp) => {
  app.get(["/admin", "/admin/"], (_request, response) => {
    response.sendFile(path.resolve("public", "admin", "index.html"))
  })
}
