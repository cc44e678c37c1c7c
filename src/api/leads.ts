import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { handleLead } from "../server/handler"

// The function's body-parser config (see that file for why it lives outside src/).
export * from "../../gatsby/leads-function-config"

/** POST /api/leads: every request the site sends (contact form, chat, request dialogs). */
export default function leads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleLead(req, res)
}
