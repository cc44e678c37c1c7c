import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { handleLead } from "../server/handler"

/** A content type no request has: Gatsby's JSON, text, raw and urlencoded parsers leave the body alone. */
const NOT_PARSED_BY_GATSBY = "application/x-vigia-read-by-the-function"

/**
 * Gatsby parses bodies before the function runs and answers a malformed or oversized JSON body with its
 * own HTML error. The function reads JSON itself, with its own limit and Spanish answers; multipart is
 * still parsed by Gatsby's multer (fields in req.body, files in req.files), which cannot be switched off.
 */
export const config: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: NOT_PARSED_BY_GATSBY },
    text: { type: NOT_PARSED_BY_GATSBY },
    raw: { type: NOT_PARSED_BY_GATSBY },
    urlencoded: { type: NOT_PARSED_BY_GATSBY, extended: false },
  },
}

/** POST /api/leads: every request the site sends (contact form, chat, request dialogs). */
export default function leads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleLead(req, res)
}
