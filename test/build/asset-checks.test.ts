import { checkEquipmentSection, checkIllustrations } from "./illustrations"
import { checkJsBudget, FIRST_LOAD_JS_BUDGET_BYTES, gzipSize } from "./js-budget"
import { page } from "./checker-fixtures"

describe("first-load JavaScript budget", () => {
  it("passes scripts within the budget and names the heaviest ones past it", () => {
    const small = [
      { url: "/app.js", gzipBytes: 40_000 },
      { url: "/framework.js", gzipBytes: 12_000 },
    ]
    expect(checkJsBudget("/", small)).toBeNull()
    const bloated = [...small, { url: "/component---src-pages-index-tsx.js", gzipBytes: 20_000 }]
    expect(checkJsBudget("/", bloated)).toBe(
      "/: 72.0 KB of first-load JavaScript (gzip), over the 70.0 KB budget; heaviest: app.js 40.0 KB, component---src-pages-index-tsx.js 20.0 KB, framework.js 12.0 KB",
    )
    expect(FIRST_LOAD_JS_BUDGET_BYTES).toBe(70_000)
  })

  it("measures gzip sizes", () => {
    expect(gzipSize("a".repeat(10_000))).toBeLessThan(100)
  })
})

describe("illustration and equipment checks", () => {
  const sprites: Record<string, string[]> = {
    pages: ["alquiler"],
    "deteccion-de-gases": ["band", "detectores-multigas"],
  }
  const hasSymbol = (sprite: string, symbol: string) => sprites[sprite]?.includes(symbol) ?? false
  const drawing = (href: string) => `<svg width="320" height="200" viewBox="0 0 320 200"><use href="${href}"/></svg>`
  const card = (table: string) =>
    `<article><h3>Detectores</h3>${drawing("/illustrations/deteccion-de-gases.svg#detectores-multigas")}${table}</article>`
  const table =
    "<table><caption>Especificaciones típicas</caption><tbody><tr><th scope='row'>O2</th><td>0–30 % vol</td></tr></tbody></table>"
  const category = (cards: string) =>
    page("/productos/deteccion-de-gases", {
      body: `<main>${drawing("/illustrations/deteccion-de-gases.svg#band")}<h1>Detección</h1><section><h2 id="categoria-equipos">Equipos</h2><ul>${cards}</ul></section></main>`,
    })

  it("passes a page whose drawings exist, with its band before the h1", () => {
    const good = page("/alquiler", {
      body: `<main>${drawing("/illustrations/pages.svg#alquiler")}<h1>Alquiler</h1></main>`,
    })
    expect(checkIllustrations(good, hasSymbol)).toEqual([])
  })

  it("reads a drawing the page carries inline as the sprite's symbol it was copied from", () => {
    const id = "svg--illustrations--pages--alquiler"
    const carried = page("/alquiler", {
      body: `<main>${drawing(`#${id}`)}<h1>Alquiler</h1></main><svg><symbol id="${id}"></symbol></svg>`,
    })
    expect(checkIllustrations(carried, hasSymbol)).toEqual([])
    const notCarried = page("/alquiler", { body: `<main>${drawing(`#${id}`)}<h1>Alquiler</h1></main>` })
    expect(checkIllustrations(notCarried, hasSymbol)).toEqual([`/alquiler: no drawing at #${id}`])
  })

  it("finds a missing drawing, a drawing without fixed size, and a page without a band", () => {
    const missing = page("/alquiler", {
      body: `<main>${drawing("/illustrations/pages.svg#alquileres")}<h1>Alquiler</h1></main>`,
    })
    expect(checkIllustrations(missing, hasSymbol)).toEqual([
      "/alquiler: no drawing at /illustrations/pages.svg#alquileres",
    ])
    const unsized = page("/alquiler", {
      body: '<main><svg><use href="/illustrations/pages.svg#alquiler"/></svg><h1>A</h1></main>',
    })
    expect(checkIllustrations(unsized, hasSymbol)).toEqual([
      "/alquiler: the drawing /illustrations/pages.svg#alquiler has no fixed width, height and viewBox",
    ])
    const after = page("/alquiler", {
      body: `<main><h1>Alquiler</h1>${drawing("/illustrations/pages.svg#alquiler")}</main>`,
    })
    expect(checkIllustrations(after, hasSymbol)).toEqual(["/alquiler: no title-band drawing before the h1"])
  })

  it("passes a category page with four complete lines", () => {
    expect(checkEquipmentSection(category(card(table).repeat(4)), 4)).toEqual([])
  })

  it("finds too few lines, a line without drawing, without table, or with a row without header", () => {
    expect(checkEquipmentSection(category(card(table).repeat(3)), 4)).toEqual([
      "/productos/deteccion-de-gases: 3 equipment lines (at least 4)",
    ])
    const noDrawing = `<article><h3>Sin dibujo</h3>${table}</article>`
    const noTable = card("<p>Sin tabla</p>")
    const noHeader = card(table.replace("<th scope='row'>O2</th>", "<td>O2</td>"))
    expect(checkEquipmentSection(category(card(table).repeat(1) + noDrawing + noTable + noHeader), 4)).toEqual([
      '/productos/deteccion-de-gases: "Sin dibujo" has no drawing',
      '/productos/deteccion-de-gases: "Detectores" has no specifications table with a caption',
      '/productos/deteccion-de-gases: "Detectores" has a specifications row without a row header and a value',
    ])
    expect(checkEquipmentSection(page("/productos/x", { body: "<main><h1>X</h1></main>" }), 4)).toEqual([
      "/productos/x: no equipment section (#categoria-equipos)",
    ])
  })
})
