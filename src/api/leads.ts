import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"

// The function's body-parser config (see that file for why it lives outside src/).
export * from "../../gatsby/leads-function-config"

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>

const HANDLER = Symbol.for("vigia.leads.handler")

/**
 * The handler, loaded once per process. Gatsby evaluates a function's bundle again on every request; the
 * server code (store drivers, nodemailer, the rules) is 2.3 MB, about 225 ms of CPU per evaluation, which
 * made 200 concurrent leads take a minute. Here it is a chunk of its own (dynamic import), evaluated on the
 * first request and kept on globalThis; this entry is all that is evaluated per request.
 */
function loadHandler(): Promise<Handler> {
  const holder = globalThis as unknown as Record<symbol, Promise<Handler> | undefined>
  return (holder[HANDLER] ??= import("../server/gatsby-function").then((module) => module.handleLeadFunction))
}

/**
 * POST /api/leads as a Gatsby Function, for `gatsby develop` and hosts that run Gatsby Functions. The
 * production build is served by the lead server (src/server/http/), which calls the same endpoint.
 */
export default async function leads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const handle = await loadHandler()
  return handle(req, res)
}
