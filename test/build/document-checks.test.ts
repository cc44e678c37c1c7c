import { checkCatalogText, checkDocument } from "./documents"
import type { PdfReading } from "./documents"

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
