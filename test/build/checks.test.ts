import { parsePage } from "./built-site"
import { checkCatalogText, checkDocument } from "./documents"
import type { PdfReading } from "./documents"
import { checkHtmlValidity } from "./html-validity"
import { checkEquipmentSection, checkIllustrations } from "./illustrations"
import { checkJsBudget, FIRST_LOAD_JS_BUDGET_BYTES, gzipSize } from "./js-budget"
import { checkBreadcrumbs, checkOrganization } from "./json-ld"
import { checkLinks } from "./links"
import { checkSentenceCase } from "./sentence-case"
import { checkPrerendered, checkUniqueHeads } from "./prerendered"

const SITE = "https://www.example.com.ar"
const text = "Texto real de la página, escrito para la empresa y sus clientes. ".repeat(5)

function page(route: string, { head = "", body = "" }: { head?: string; body?: string }) {
  return parsePage(
    route,
    `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><title>Página ${route}</title>${head}</head><body>${body}</body></html>`,
  )
}

const completeHead = (route: string) =>
  `<meta name="description" content="Una descripción suficientemente larga para la página ${route}, con detalle."><link rel="canonical" href="${SITE}${route}">`
const completeBody = `<header><nav aria-label="Principal"><a href="/">Inicio</a></nav></header><main><h1>Título</h1><p>${text}</p></main><footer>Pie</footer>`

describe("pre-rendered HTML check", () => {
  it("passes a complete page", () => {
    expect(checkPrerendered(page("/alquiler", { head: completeHead("/alquiler"), body: completeBody }), SITE)).toEqual(
      [],
    )
  })

  it("finds a page whose content would be client-only", () => {
    const problems = checkPrerendered(page("/alquiler", { body: '<div id="___gatsby"></div>' }), SITE)
    expect(problems).toEqual([
      "/alquiler: 0 h1 elements (one expected)",
      "/alquiler: <main> has 0 characters of text",
      "/alquiler: missing or short meta description",
      '/alquiler: canonical is "", expected "https://www.example.com.ar/alquiler"',
      "/alquiler: header menu or footer missing from the HTML",
    ])
  })

  it("finds a canonical pointing to another page, and repeated titles", () => {
    const wrong = page("/contacto", { head: completeHead("/alquiler"), body: completeBody })
    expect(checkPrerendered(wrong, SITE)).toEqual([
      '/contacto: canonical is "https://www.example.com.ar/alquiler", expected "https://www.example.com.ar/contacto"',
    ])
    const twin = parsePage("/otra", wrong.html)
    expect(checkUniqueHeads([wrong, twin])).toHaveLength(2)
  })
})

describe("JSON-LD check", () => {
  const organization = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: "Empresa",
    logo: `${SITE}/logo.png`,
    telephone: "+541152634810",
    address: { "@type": "PostalAddress", addressLocality: "Buenos Aires", addressCountry: "AR" },
    openingHoursSpecification: [
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
    ],
    contactPoint: [{ "@type": "ContactPoint", contactType: "sales", telephone: "+541152634810" }],
  }
  const withJsonLd = (data: unknown) =>
    page("/", { head: `<script type="application/ld+json">${JSON.stringify(data)}</script>` })

  it("passes a complete organization", () => {
    expect(checkOrganization(withJsonLd(organization), SITE)).toEqual([])
  })

  it("names each missing or malformed organization field", () => {
    const { telephone: _telephone, openingHoursSpecification: _hours, ...partial } = organization
    expect(checkOrganization(withJsonLd({ ...partial, telephone: "11 5263-4810" }), SITE)).toEqual([
      "/: organization telephone is not in E.164",
      "/: organization opening hours are not Mo-Fr 09:00-18:00",
    ])
    expect(checkOrganization(page("/", {}), SITE)).toEqual(["/: no Organization or LocalBusiness JSON-LD"])
  })

  it("requires a BreadcrumbList that matches the visible breadcrumbs", () => {
    const crumbs = '<nav aria-label="Migas de pan"><ol><li><a href="/">Inicio</a></li><li>Alquiler</li></ol></nav>'
    const list = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Alquiler", item: `${SITE}/alquiler` },
      ],
    }
    const good = page("/alquiler", {
      head: `<script type="application/ld+json">${JSON.stringify(list)}</script>`,
      body: crumbs,
    })
    expect(checkBreadcrumbs(good, SITE)).toEqual([])
    expect(checkBreadcrumbs(page("/alquiler", { body: crumbs }), SITE)).toEqual([
      "/alquiler: breadcrumbs shown but no BreadcrumbList JSON-LD",
    ])
    const renamed = {
      ...list,
      itemListElement: [list.itemListElement[0], { ...list.itemListElement[1], name: "Rentas" }],
    }
    const mismatched = page("/alquiler", {
      head: `<script type="application/ld+json">${JSON.stringify(renamed)}</script>`,
      body: crumbs,
    })
    expect(checkBreadcrumbs(mismatched, SITE)[0]).toMatch(/differ from the page/)
  })
})

describe("link check", () => {
  const exists = (path: string) => ["/", "/alquiler", "/images/logo.svg"].includes(path)

  it("passes links to pages, anchors and assets that exist", () => {
    const home = page("/", {
      body: '<a href="/alquiler#era">ERA</a><a href="#arriba">Subir</a><span id="arriba"></span><img src="/images/logo.svg" alt="">',
    })
    const rental = page("/alquiler", {
      body: '<article id="era"></article><a href="mailto:a@b.co">Correo</a><a href="https://wa.me/1">WA</a>',
    })
    expect(checkLinks([home, rental], { siteUrl: SITE, exists })).toEqual([])
  })

  it("finds broken links, empty and # hrefs, missing anchors and assets", () => {
    const home = page("/", {
      body: '<a href="/alquilerr">Roto</a><a href="#">Nada</a><a href="">Vacío</a><a href="/alquiler#no-existe">Ancla</a><img src="/images/falta.png" alt="">',
    })
    const rental = page("/alquiler", { body: "<p>Sin anclas</p>" })
    expect(checkLinks([home, rental], { siteUrl: SITE, exists })).toEqual([
      '/: broken link to /alquilerr ("Roto")',
      '/: a link to "#" ("Nada")',
      '/: a link to "" ("Vacío")',
      "/: /alquiler#no-existe points to a missing anchor",
      "/: missing img src /images/falta.png",
    ])
  })
})

describe("HTML validity check", () => {
  it("passes valid HTML", async () => {
    const html = `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><title>Válida</title></head><body><main><h1>Hola</h1></main></body></html>`
    expect(await checkHtmlValidity({ route: "/", html })).toEqual([])
  })

  it("reports invalid HTML: a style inside body, a duplicate id, a missing title", async () => {
    const html = `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"></head><body><style>p{}</style><p id="a"></p><p id="a"></p></body></html>`
    const problems = await checkHtmlValidity({ route: "/", html })
    expect(problems.some((problem) => problem.includes("element-required-content"))).toBe(true)
    expect(problems.some((problem) => problem.includes("no-dup-id"))).toBe(true)
    expect(problems.some((problem) => problem.includes("element-permitted-content"))).toBe(true)
  })
})

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

describe("document checks", () => {
  const gases = { slug: "deteccion-de-gases", name: "Detección de gases", intro: "Detectores portátiles y fijos." }
  const alcohol = { slug: "alcohol-y-drogas", name: "Alcohol y drogas", intro: "Alcoholímetros y pruebas." }
  const categories = [gases, alcohol]
  const equipmentLines = [
    { name: "Detectores monogás", category: gases.slug },
    { name: "Alcoholímetros con celda", category: alcohol.slug },
  ]
  const catalogText =
    "Contenido 1 Detección de gases 2 Alcohol y drogas " +
    "1 Detección de gases Detectores portátiles y fijos. Líneas de equipos Detectores monogás Especificaciones " +
    "2 Alcohol y drogas Alcoholímetros y pruebas. Líneas de equipos Alcoholímetros con celda Especificaciones"

  it("passes a catalog that prints every category's intro, in order, each followed by its lines", () => {
    expect(checkCatalogText(catalogText, { categories, equipmentLines })).toEqual([])
  })

  it("fails on a category or an equipment line added to content that the catalog misses", () => {
    const radiation = { slug: "radiacion", name: "Detección de radiación", intro: "Dosímetros personales." }
    const lines = [...equipmentLines, { name: "Dosímetros", category: "radiacion" }]
    expect(checkCatalogText(catalogText, { categories: [...categories, radiation], equipmentLines: lines })).toEqual([
      'the catalog does not mention the category "Detección de radiación"',
      'the catalog does not print the intro of "Detección de radiación"',
      'the catalog does not mention the equipment line "Dosímetros"',
    ])
  })

  it("fails on categories out of the order of their file, and on a line printed in another category", () => {
    expect(checkCatalogText(catalogText, { categories: [alcohol, gases], equipmentLines })).toEqual([
      'the catalog lists "Detección de gases" out of the order of content/',
    ])
    const moved = [{ name: "Detectores monogás", category: alcohol.slug }]
    expect(checkCatalogText(catalogText, { categories, equipmentLines: moved })).toEqual([
      'the catalog prints the equipment line "Detectores monogás" outside "Alcohol y drogas"',
    ])
  })

  const reading: PdfReading = {
    file: "/public/descargas/guia.pdf",
    title: "Guía",
    author: "Empresa S.R.L.",
    subject: "Tema",
    keywords: null,
    language: "es-AR",
    tagged: true,
    pageCount: 2,
    pages: ["Guía Página 1 de 2", "Texto Página 2 de 2"],
  }
  const expected = {
    title: "Guía",
    author: "Empresa S.R.L.",
    pageLabel: "Página {pagina} de {total}",
    minPages: 2,
    maxPages: 4,
  }

  it("passes a document with its title, language, tags and numbered pages", () => {
    expect(checkDocument(reading, expected)).toEqual([])
  })

  it("names a wrong title, a missing language, untagged output, a page without its number and a page count out of range", () => {
    const bad = {
      ...reading,
      title: "Sin título",
      language: null,
      tagged: false,
      pages: ["Guía", "Texto Página 2 de 2"],
    }
    expect(checkDocument(bad, { ...expected, minPages: 3 })).toEqual([
      'guia.pdf: title is "Sin título", not "Guía"',
      'guia.pdf: language is "null", not es-AR',
      "guia.pdf: not a tagged PDF",
      "guia.pdf: 2 pages, expected 3–4",
      'guia.pdf: page 1 lacks "Página 1 de 2"',
    ])
  })
})

describe("sentence-case check", () => {
  it("names a title or link written in Title Case, and passes sentence case, proper names and quoted names", () => {
    const body =
      "<main><h1>Detección de Gases</h1><h2>Venta en Buenos Aires y toda la Argentina</h2>" +
      '<a href="/x">Ver Protección Personal</a><a href="/y">Oil & Gas<p>Detección de H<sub>2</sub>S</p></a>' +
      '<a href="/z">Descargar <span>Guía de calibración</span></a><button>Enviar por WhatsApp</button></main>'
    expect(checkSentenceCase(page("/x", { body }))).toEqual([
      "/x: «Detección de Gases» (Gases)",
      "/x: «Ver Protección Personal» (Protección)",
    ])
  })
})
