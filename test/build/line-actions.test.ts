import { parsePage } from "./built-site"
import { checkLineActions } from "./line-actions"

const STYLES =
  "<style>.css-p{display:inline-flex;background:#ffc629;}.css-p:hover{background:#f2b400;}" +
  ".css-s{display:inline-flex;background:transparent;}.css-s:hover{background:#ffc629;}</style>"

const expected = {
  band: ["Solicitar cotización", "Agregar a la cotización", "Escribinos por WhatsApp", "Disponible para venta"],
  modes: ["Venta"],
  reachable: ["Solicitar cotización", "Solicitar demostración"],
  primaryFill: "#FFC629",
}

const modes =
  '<section aria-labelledby="linea-modalidades"><ul><li><h3>Venta</h3>' +
  '<button class="css-p">Solicitar cotización</button><button class="css-s">Solicitar demostración</button></li></ul></section>'

function linePage(band: string, after = modes) {
  return parsePage(
    "/productos/x/y",
    `<!DOCTYPE html><html><head>${STYLES}</head><body><main><h1>Línea</h1>${band}${after}</main></body></html>`,
  )
}

const group = (quoteClass = "css-p", whatsappClass = "css-s") =>
  `<div data-line-actions><div><button class="${quoteClass}">Solicitar cotización</button></div>` +
  '<button class="css-s"><svg></svg>Agregar a la cotización</button>' +
  `<a class="${whatsappClass}" href="https://wa.me/1">Escribinos por WhatsApp<span> (se abre en una pestaña nueva)</span></a>` +
  '<a href="#linea-modalidades">Disponible para venta<svg></svg></a></div>'

describe("line actions check", () => {
  it("passes a band with the group in order, one primary first, and every action on the page", () => {
    expect(checkLineActions(linePage(group()), expected)).toEqual([])
  })

  it("finds a band without its group, or with its actions in another order", () => {
    expect(checkLineActions(linePage("<div></div>"), expected)).toEqual([
      "/productos/x/y: no action group in the title band",
    ])
    const swapped = group().replace("Agregar a la cotización", "Escribinos por WhatsApp")
    expect(checkLineActions(linePage(swapped), expected)[0]).toMatch(/the title band offers .* expected/)
  })

  it("finds two primary buttons, or none", () => {
    expect(checkLineActions(linePage(group("css-p", "css-p")), expected)).toEqual([
      "/productos/x/y: primary buttons in the title band: Solicitar cotización, Escribinos por WhatsApp (one, the first)",
    ])
    expect(checkLineActions(linePage(group("css-s")), expected)).toEqual([
      "/productos/x/y: primary buttons in the title band: none (one, the first)",
    ])
  })

  it("finds a mode out of place and an action no longer on the page", () => {
    const withoutDemo = modes.replace('<button class="css-s">Solicitar demostración</button>', "")
    expect(checkLineActions(linePage(group(), withoutDemo), expected)).toEqual([
      '/productos/x/y: no button or link "Solicitar demostración"',
    ])
    expect(checkLineActions(linePage(group(), modes.replace("Venta", "Alquiler")), expected)).toEqual([
      "/productos/x/y: modes Alquiler, expected Venta",
    ])
  })
})
