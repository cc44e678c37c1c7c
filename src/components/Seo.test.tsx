/**
 * @jest-environment jsdom
 */
import { render } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Seo } from "./Seo"

type HelmetTags = Array<Record<string, string>>

function head() {
  const state = Helmet.peek() as unknown as {
    title: string
    metaTags: HelmetTags
    linkTags: HelmetTags
    scriptTags: Array<{ type: string; innerHTML: string }>
    htmlAttributes: Record<string, string>
  }
  const meta = (key: string) =>
    state.metaTags.find((tag) => tag.name === key || tag.property === key)?.content ?? undefined
  return { ...state, meta }
}

describe("Seo", () => {
  it("writes the language, a branded title, the description and the canonical URL", () => {
    render(<Seo title="Alquiler de equipos" description="Alquiler por día, semana o mes." path="/alquiler/" />)
    const state = head()
    expect(state.htmlAttributes.lang).toBe("es-AR")
    expect(state.title).toBe("Alquiler de equipos | Vigía")
    expect(state.meta("description")).toBe("Alquiler por día, semana o mes.")
    expect(state.linkTags).toContainEqual({ rel: "canonical", href: "https://www.vigiaseguridad.com.ar/alquiler" })
    expect(state.linkTags).toContainEqual({ rel: "icon", href: "/favicon.ico", sizes: "48x48" })
    // No SVG favicon: the browser renders one as an SVG document on the page's main thread.
    expect(state.linkTags.filter((link) => link.rel === "icon")).toHaveLength(1)
    expect(state.meta("theme-color")).toBe("#0b1b2b")
    expect(state.meta("robots")).toBeUndefined()
  })

  it("writes Open Graph and Twitter cards with the same title, description and URL", () => {
    render(<Seo title="Nosotros" description="Quiénes somos." path="/nosotros" />)
    const state = head()
    expect(state.meta("og:title")).toBe("Nosotros | Vigía")
    expect(state.meta("og:description")).toBe("Quiénes somos.")
    expect(state.meta("og:url")).toBe("https://www.vigiaseguridad.com.ar/nosotros")
    expect(state.meta("og:locale")).toBe("es_AR")
    expect(state.meta("og:image")).toBe("https://www.vigiaseguridad.com.ar/images/og-image.png")
    expect(state.meta("twitter:card")).toBe("summary_large_image")
    expect(state.meta("twitter:title")).toBe("Nosotros | Vigía")
  })

  it("uses a page's own Open Graph image, absolute, with its size and description", () => {
    const image = { path: "/imagenes/equipos/detectores-multigas.png", width: 1200, height: 630, alt: "Dibujo" }
    render(<Seo title="Detectores" description="Detectores." path="/productos/x/y" image={image} />)
    const state = head()
    expect(state.meta("og:image")).toBe("https://www.vigiaseguridad.com.ar/imagenes/equipos/detectores-multigas.png")
    expect(state.meta("og:image:width")).toBe("1200")
    expect(state.meta("og:image:height")).toBe("630")
    expect(state.meta("og:image:alt")).toBe("Dibujo")
    expect(state.meta("twitter:image")).toBe(state.meta("og:image"))
  })

  it("embeds JSON-LD, escaping anything that could close the script element", () => {
    const data = { "@context": "https://schema.org", "@type": "Thing", name: "</script><b>x</b>" }
    render(<Seo title="Prueba" description="Prueba." path="/" jsonLd={data} />)
    const script = head().scriptTags.find((tag) => tag.type === "application/ld+json")!
    expect(script.innerHTML).not.toContain("</script>")
    expect(JSON.parse(script.innerHTML)).toEqual(data)
  })

  it("asks robots not to index pages marked noindex", () => {
    render(<Seo title="Página no encontrada" description="No existe." path="/404" noindex />)
    expect(head().meta("robots")).toBe("noindex, follow")
  })
})
