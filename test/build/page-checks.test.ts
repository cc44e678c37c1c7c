import { checkHtmlValidity } from "./html-validity"
import { checkLinks } from "./links"
import { checkPrerendered, checkUniqueHeads } from "./prerendered"
import { checkListItemCapitals, checkSentenceCase } from "./sentence-case"
import { page, SITE, text } from "./checker-fixtures"
import { parsePage } from "./built-site"

/** Each page checker fed good and bad fixtures: it passes the one and names what is wrong in the other. */
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

describe("sentence-case check", () => {
  it("names a title or link written in Title Case, and passes sentence case, proper names, quoted names and the service's names", () => {
    const body =
      "<main><h1>Detección de Gases</h1><h2>Venta en Buenos Aires y toda la Argentina</h2>" +
      '<a href="/x">Ver Protección Personal</a><a href="/y">Oil & Gas<p>Detección de H<sub>2</sub>S</p></a>' +
      '<a href="/z">Descargar <span>Guía de calibración</span></a><button>Enviar por WhatsApp</button>' +
      "<h2>Servicio Técnico</h2><h3>Calibración y Mantenimiento</h3><h3>Soporte Técnico</h3></main>"
    expect(checkSentenceCase(page("/x", { body }))).toEqual([
      "/x: «Detección de Gases» (Gases)",
      "/x: «Ver Protección Personal» (Protección)",
      "/x: «Soporte Técnico» (Técnico)",
    ])
  })
})

describe("list item check", () => {
  it("names a list item of the content that begins in lower case, and passes capitals, digits and lists outside main", () => {
    const body =
      "<nav><ul><li>menú</li></ul></nav><main><ul><li>Según EN 14387</li><li>según EN 361 (arneses)</li>" +
      "<li>24 jurisdicciones</li><li><a href='/x'>oil &amp; gas</a></li></ul></main>"
    expect(checkListItemCapitals(page("/x", { body }))).toEqual(["/x: «según EN 361 (arneses)»", "/x: «oil & gas»"])
  })
})
