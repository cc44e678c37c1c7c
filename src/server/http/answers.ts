/**
 * The server's answers to requests it cannot serve, outside what a page or the lead endpoint answers itself:
 * under /api/ the endpoint's Spanish JSON (lead-answers.ts); elsewhere a page in Spanish that speaks of the
 * request, not of a lead: the build's not-found page for an address that leads nowhere (a malformed path, an
 * absolute-form request line, a path out of the site's folder), a short page with content/not-found.json's
 * `requestErrors` and a link home for the rest. Never the request's path echoed, never a framework's code.
 */
import fs from "fs"
import path from "path"
import notFound from "../../../content/not-found.json"
import type { AnswerName } from "../lead-answers"
import { refusal } from "../lead-answers"

export type RequestError = Exclude<keyof typeof notFound.requestErrors, "homeLink">

/** The endpoint's answer name and the page's text for each status an error may carry. */
const BY_STATUS: Record<number, { api: AnswerName; page: RequestError | "notFound" }> = {
  400: { api: "badRequest", page: "notFound" },
  403: { api: "forbidden", page: "notFound" },
  404: { api: "methodNotAllowed", page: "notFound" },
  405: { api: "methodNotAllowed", page: "notFound" },
  408: { api: "timeout", page: "timeout" },
  411: { api: "lengthRequired", page: "badRequest" },
  413: { api: "tooLarge", page: "tooLarge" },
  415: { api: "unsupportedType", page: "badRequest" },
  431: { api: "badRequest", page: "tooLarge" },
  503: { api: "busy", page: "busy" },
}

export const isApiPath = (urlPath: string) => urlPath === "/api" || urlPath.startsWith("/api/")

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A short page in the site's language: the message and a link home, no script, no outside resource. */
function shortPage(message: string): string {
  const texts = notFound.requestErrors
  return (
    `<!doctype html><html lang="es-AR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(message)}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;` +
    `max-width:36rem;padding:0 1rem;line-height:1.5;color:#1b2631"><h1 style="font-size:1.375rem">` +
    `${escapeHtml(message)}</h1><p><a href="/">${escapeHtml(texts.homeLink)}</a></p></body></html>`
  )
}

export interface ErrorAnswer {
  status: number
  contentType: string
  body: string
  headers: Record<string, string>
}

/**
 * The answer to an error of `status` on `urlPath` (the path as the request line gave it, or null when the
 * request could not be read that far). `notFoundPage` is the build's 404 page, when there is one.
 */
export function errorAnswer(status: number, urlPath: string | null, notFoundPage: string | null): ErrorAnswer {
  const known = BY_STATUS[status] ?? { api: "serverError", page: "serverError" }
  if (urlPath !== null && isApiPath(urlPath)) {
    const answer = refusal(status, known.api)
    return {
      status,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify(answer.body),
      headers: answer.headers,
    }
  }
  const page =
    known.page === "notFound"
      ? (notFoundPage ?? shortPage(notFound.requestErrors.badRequest))
      : shortPage(notFound.requestErrors[known.page])
  return {
    status,
    contentType: "text/html; charset=utf-8",
    body: page,
    headers: { "Cache-Control": "no-store" },
  }
}

/** The build's not-found page, read once. */
export function readNotFoundPage(publicDir: string): string | null {
  const file = path.join(publicDir, "404.html")
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null
}

/** The path of a request line's target in origin form (`/contacto?x` → `/contacto`), or null for any other form. */
export function originFormPath(target: string | undefined): string | null {
  return target?.startsWith("/") ? target.split("?")[0] : null
}
