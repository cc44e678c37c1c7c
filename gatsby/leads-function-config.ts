import type { GatsbyFunctionConfig } from "gatsby"

/** A content type no request has: Gatsby's JSON, text, raw and urlencoded parsers leave the body alone. */
const NOT_PARSED_BY_GATSBY = "application/x-vigia-read-by-the-function"

/**
 * The body-parser settings of `src/api/leads.ts`. Gatsby parses bodies before a function runs and answers a
 * malformed or oversized JSON body with its own HTML error; the function reads JSON itself, with its own
 * limit and Spanish answers. Multipart is still parsed by Gatsby's multer (fields in req.body, files in
 * req.files), which cannot be switched off.
 *
 * Why here and re-exported (`export *`): Gatsby's query extraction scans every file under src/ for an
 * `export const config` (a page's DSG/SSR config) and, on finding one, builds the SSR rendering engines,
 * which this site cannot build (sharp 0.34). Outside src/, and re-exported, the function still gets its
 * `config`, and no engine is built.
 */
export const config: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: NOT_PARSED_BY_GATSBY },
    text: { type: NOT_PARSED_BY_GATSBY },
    raw: { type: NOT_PARSED_BY_GATSBY },
    urlencoded: { type: NOT_PARSED_BY_GATSBY, extended: false },
  },
}
