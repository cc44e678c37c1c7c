/** Pages for the checkers' tests: a minimal document with what a test puts in its head and body. */
import { parsePage } from "./built-site"

export const SITE = "https://www.example.com.ar"

export const text = "Texto real de la página, escrito para la empresa y sus clientes. ".repeat(5)

export function page(route: string, { head = "", body = "" }: { head?: string; body?: string }) {
  return parsePage(
    route,
    `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><title>Página ${route}</title>${head}</head><body>${body}</body></html>`,
  )
}

/** A page whose head carries `data` as its JSON-LD. */
export const withJsonLd = (data: unknown, route = "/", body = "") =>
  page(route, { head: `<script type="application/ld+json">${JSON.stringify(data)}</script>`, body })
