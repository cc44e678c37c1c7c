import { navigation } from "../../test/content-lists"
import { breadcrumbJsonLd, breadcrumbTrail } from "./breadcrumbs"

describe("breadcrumbTrail", () => {
  it("names each step after the menu and the last after the page", () => {
    expect(breadcrumbTrail(navigation, "/productos/deteccion-de-gases", "Detección de gases")).toEqual([
      { name: "Inicio", path: "/" },
      { name: "Productos", path: "/productos" },
      { name: "Detección de gases", path: "/productos/deteccion-de-gases" },
    ])
  })

  it("gives a top-level page a two-step trail", () => {
    expect(breadcrumbTrail(navigation, "/alquiler", "Alquiler de equipos")).toEqual([
      { name: "Inicio", path: "/" },
      { name: "Alquiler de equipos", path: "/alquiler" },
    ])
  })

  it("names a step the menu does not know after the parents the page gives (a line's category)", () => {
    const category = { name: "Detección de gases", path: "/productos/deteccion-de-gases" }
    const path = "/productos/deteccion-de-gases/detectores-multigas"
    expect(breadcrumbTrail(navigation, path, "Detectores portátiles de 4 gases", [category])).toEqual([
      { name: "Inicio", path: "/" },
      { name: "Productos", path: "/productos" },
      category,
      { name: "Detectores portátiles de 4 gases", path },
    ])
  })

  it("skips intermediate paths the menu does not know", () => {
    expect(breadcrumbTrail(navigation, "/legales/privacidad", "Privacidad")).toEqual([
      { name: "Inicio", path: "/" },
      { name: "Privacidad", path: "/legales/privacidad" },
    ])
  })
})

describe("breadcrumbJsonLd", () => {
  it("lists the same trail as a schema.org BreadcrumbList with absolute URLs", () => {
    const trail = breadcrumbTrail(navigation, "/productos/alcohol-y-drogas", "Alcohol y drogas")
    expect(breadcrumbJsonLd(trail, "https://www.example.com.ar/")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: "https://www.example.com.ar/" },
        { "@type": "ListItem", position: 2, name: "Productos", item: "https://www.example.com.ar/productos" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Alcohol y drogas",
          item: "https://www.example.com.ar/productos/alcohol-y-drogas",
        },
      ],
    })
  })
})
