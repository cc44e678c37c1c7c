/**
 * @jest-environment jsdom
 */
import { screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { previewContent } from "../../../gatsby/cms/preview-content"
import multigas from "../../../content/equipment-lines/detectores-multigas.json"
import oilGas from "../../../content/industries/oil-gas.json"
import { renderWithProviders } from "../../../test/render"
import { drawIndustry, drawLine } from "./templates"

/** The content of the build, as the admin script bundles it; the site's static queries answer from it. */
const content = previewContent("https://www.example.com.ar")
/** Decap's asset for a path, as a URL: a blob: URL in the editor. */
const assetUrl = (path: string) => `blob:http://127.0.0.1/${encodeURIComponent(path)}`

function drawn(entry: Record<string, unknown>) {
  const { data, view } = drawLine(entry, content, assetUrl)
  jest.mocked(useStaticQuery).mockReturnValue(data)
  return renderWithProviders(<>{view}</>)
}

const bandArt = (container: HTMLElement) => container.querySelector("h1")?.closest("div")?.parentElement

describe("the CMS's preview of an equipment line", () => {
  it("shows the line's drawing in its title band while the line has no photo", () => {
    const { container } = drawn({ ...multigas })
    expect(screen.getByRole("heading", { level: 1, name: multigas.name })).toBeInTheDocument()
    expect(bandArt(container)?.querySelector("svg use")).not.toBeNull()
    expect(container.querySelector("img")).toBeNull()
  })

  it("shows the first photo being edited in place of the drawing, from Decap's asset, with its alt text", () => {
    const { container } = drawn({
      ...multigas,
      photos: [
        { image: "../photos/multigas-en-planta.jpg", alt: "Detector de 4 gases en el cinturón de un operario" },
        { image: "../photos/multigas-calibracion.jpg", alt: "Calibración del detector en el laboratorio" },
      ],
    })
    const photo = screen.getByRole("img", { name: "Detector de 4 gases en el cinturón de un operario" })
    expect(photo).toHaveAttribute("src", assetUrl("../photos/multigas-en-planta.jpg"))
    expect(bandArt(container)?.contains(photo)).toBe(true)
    expect(bandArt(container)?.querySelector("svg use")).toBeNull()
    expect(screen.queryByRole("img", { name: /Calibración/ })).toBeNull()
  })

  it("keeps the drawing while a photo added to the list has no file chosen yet", () => {
    const { container } = drawn({ ...multigas, photos: [{ image: "", alt: "" }] })
    expect(bandArt(container)?.querySelector("svg use")).not.toBeNull()
    expect(container.querySelector("img")).toBeNull()
  })
})

describe("the CMS's preview of an industry", () => {
  function drawnIndustry(entry: Record<string, unknown>) {
    const { data, view } = drawIndustry(entry, content)
    jest.mocked(useStaticQuery).mockReturnValue(data)
    return renderWithProviders(<>{view}</>)
  }

  it("shows the hazards, each task with the industry's lines that fit it, the services and the questions", () => {
    drawnIndustry({ ...oilGas })
    expect(screen.getByRole("heading", { level: 1, name: oilGas.name })).toBeInTheDocument()
    // A formula reads with plain digits (FormulaText: H₂S is H<sub>2</sub>S).
    const plain = (name: string) => name.replace(/[₀-₉]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
    for (const hazard of oilGas.hazards) {
      expect(document.body).toHaveTextContent(plain(hazard.name))
    }
    const alcohol = screen.getByRole("article", { name: "Control de alcohol y drogas al ingreso" })
    expect(alcohol).toHaveTextContent("Alcoholímetros con celda de combustible")
    expect(alcohol).not.toHaveTextContent("Detectores portátiles de 4 gases")
    expect(screen.getByRole("link", { name: oilGas.services[0].title })).toHaveAttribute(
      "href",
      oilGas.services[0].path,
    )
    expect(
      screen.getByRole("button", { name: "¿Por qué no alcanza con el olfato para detectar H₂S?" }),
    ).toBeInTheDocument()
  })

  it("lists a task's new hazard's lines as the editor picks it, before saving", () => {
    const task = { name: "Trabajo en altura", text: "Torres.", hazards: ["caidas-de-altura"], categories: [] }
    drawnIndustry({ ...oilGas, slug: "energia", tasks: [task] })
    expect(screen.getByRole("article", { name: "Trabajo en altura" })).toHaveTextContent("Arneses de cuerpo entero")
  })
})
