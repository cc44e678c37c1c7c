import { parsePage } from "./built-site"
import { checkIndustryPages } from "./industry-pages"

const INDUSTRY = { slug: "pesca", name: "Pesca" }
const LINE = { slug: "detector", category: "deteccion-de-gases", industries: ["pesca"] }

/** An industry's page as the template writes it, with what a fixture changes. */
function page({
  hazards = 3,
  taskLines = ["/productos/deteccion-de-gases/detector"],
  action = true,
  listed = true,
} = {}) {
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    mainEntity: {
      "@type": "ItemList",
      itemListElement: listed
        ? [{ "@type": "ListItem", position: 1, url: "https://x.ar/productos/deteccion-de-gases/detector" }]
        : [],
    },
  }
  return parsePage(
    "/industrias/pesca",
    `<html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><main>
      <div><h1>Pesca</h1>${action ? '<a href="/industrias/pesca?solicitud=relevamiento&amp;producto=pesca">Solicitar</a>' : ""}</div>
      <section aria-labelledby="industria-riesgos">${"<h3>Riesgo</h3>".repeat(hazards)}</section>
      <section aria-labelledby="industria-tareas"><article><h3>Tarea</h3>${taskLines.map((href) => `<a href="${href}">x</a>`).join("")}</article></section>
    </main></body></html>`,
  )
}

describe("checkIndustryPages", () => {
  it("passes an industry served by a line, with its page as the template writes it", () => {
    expect(checkIndustryPages([INDUSTRY], [LINE], () => page())).toEqual([])
  })

  it("fails an industry no line names, and a line naming an industry without a page", () => {
    const problems = checkIndustryPages([INDUSTRY], [{ ...LINE, industries: ["mineria"] }], () => page())
    expect(problems).toEqual(
      expect.arrayContaining([
        'line detector names the industry "mineria", which has no page',
        "/industrias/pesca: no line names the industry pesca",
      ]),
    )
  })

  it("fails a page with two hazards, a task without lines, no survey action or an ItemList without the lines", () => {
    expect(checkIndustryPages([INDUSTRY], [LINE], () => page({ hazards: 2 }))).toEqual([
      "/industrias/pesca: 2 hazards, fewer than 3",
    ])
    expect(checkIndustryPages([INDUSTRY], [LINE], () => page({ taskLines: [] }))).toEqual([
      "/industrias/pesca: the task «Tarea» lists no line",
    ])
    expect(checkIndustryPages([INDUSTRY], [LINE], () => page({ action: false }))).toEqual([
      "/industrias/pesca: the title band's one action should open /industrias/pesca?solicitud=relevamiento&producto=pesca",
    ])
    expect(checkIndustryPages([INDUSTRY], [LINE], () => page({ listed: false }))).toEqual([
      "/industrias/pesca: the JSON-LD's ItemList lists [], not the industry's lines",
    ])
  })

  it("fails an industry whose page was not built", () => {
    expect(checkIndustryPages([INDUSTRY], [LINE], () => null)).toEqual([
      'line detector names the industry "pesca", which has no page',
      "/industrias/pesca: not built",
    ])
  })
})
