import fs from "fs"
import os from "os"
import path from "path"
import { ThemeProvider } from "@emotion/react"
import { getImageData } from "gatsby-plugin-image"
import type { ImageFormat } from "gatsby-plugin-image"
import { JSDOM } from "jsdom"
import { renderToString } from "react-dom/server"
import sharp from "sharp"
import { generatedPhoto } from "../../../test/generated-photo"
import { theme } from "../../styles/theme"
import { Photo, PhotoGallery } from "./Photo"
import type { PhotoData } from "./Photo"

/**
 * The component as the build renders it to HTML (the server's GatsbyImage), fed image data for a photo this
 * test makes with sharp: a 1600 × 1067 JPEG and its AVIF, WebP and JPEG sizes, written to a temporary folder.
 */
const SOURCE = { width: 1600, height: 1067 }
const FORMATS: Record<string, keyof sharp.FormatEnum> = { avif: "avif", webp: "webp", jpg: "jpeg" }
let folder: string
/** Each size the image data names, as sharp is to write it: file, width, height, format. */
const sizes = new Map<string, { width: number; height: number; format: string }>()

function photoData(alt: string): PhotoData {
  const gatsbyImageData = getImageData({
    baseUrl: "foto-prueba",
    sourceWidth: SOURCE.width,
    sourceHeight: SOURCE.height,
    layout: "constrained",
    width: 640,
    aspectRatio: 1.5,
    formats: ["auto", "avif", "webp"] as ImageFormat[],
    urlBuilder: ({ width, height, format }) => {
      const extension = format === "avif" || format === "webp" ? format : "jpg"
      const file = `foto-${width}x${height}.${extension}`
      sizes.set(file, { width, height, format: extension })
      return `/static/${file}`
    },
  })
  return { alt, image: { childImageSharp: { gatsbyImageData } } }
}

/** The HTML the build writes, parsed; GatsbyImage's <noscript> copy (for visitors without JavaScript) set apart. */
function render(element: React.ReactElement): Document {
  const document = new JSDOM(renderToString(<ThemeProvider theme={theme}>{element}</ThemeProvider>)).window.document
  noscriptCopies = document.querySelectorAll("noscript").length
  for (const noscript of document.querySelectorAll("noscript")) noscript.remove()
  return document
}
let noscriptCopies = 0

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-photo-"))
  // A photo-like image: sharp makes it, nothing is committed.
  fs.writeFileSync(path.join(folder, "foto.jpg"), await generatedPhoto(SOURCE))
})

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe("Photo", () => {
  it("renders a <picture> with AVIF and WebP sources in several sizes, its space reserved and lazy", async () => {
    const document = render(<Photo photo={photoData("Técnico calibrando un detector de 4 gases")} />)
    expect(document.querySelectorAll("picture")).toHaveLength(1)
    expect(noscriptCopies).toBe(1)
    const types = [...document.querySelectorAll("picture source")].map((source) => source.getAttribute("type"))
    expect(types).toEqual(["image/avif", "image/webp"])
    const img = document.querySelector("picture img[data-main-image]")
    expect(img?.getAttribute("alt")).toBe("Técnico calibrando un detector de 4 gases")
    expect(img?.getAttribute("loading")).toBe("lazy")
    expect(img?.hasAttribute("fetchpriority")).toBe(false)
    expect(img?.getAttribute("width")).toBe("640")
    expect(img?.getAttribute("height")).toBe("427")
    expect(img?.getAttribute("sizes")).toBe("(min-width: 640px) 640px, 100vw")
    // A lazy photo's sizes wait in data-srcset until GatsbyImage hydrates (native lazy loading then), or in the
    // <noscript> copy without JavaScript.
    const avif = document.querySelector('source[type="image/avif"]')?.getAttribute("data-srcset") ?? ""
    expect(avif.split(",").map((entry) => entry.trim().split(" ")[1])).toEqual(["160w", "320w", "640w", "1280w"])
    // The wrapper's sizer holds the 3:2 box before the photo arrives: no layout shift.
    const sizer = document.querySelector("[data-gatsby-image-wrapper] > div > img[aria-hidden]")
    expect(decodeURIComponent(sizer?.getAttribute("src") ?? "")).toMatch(/<svg height='42[67][.0-9]*' width='640'/)
    expect(document.querySelector("[data-gatsby-image-wrapper]")?.getAttribute("style")).toMatch(/width:100%/)
    // Every size it names is made by sharp from the photo, in its format and size.
    const infos = await Promise.all(
      [...sizes.entries()].map(([file, { width, height, format }]) =>
        sharp(path.join(folder, "foto.jpg"))
          .resize(width, height)
          .toFormat(FORMATS[format])
          .toFile(path.join(folder, file)),
      ),
    )
    expect(new Set(infos.map((info) => info.format))).toEqual(new Set(["heif", "webp", "jpeg"]))
  })

  it("fetches the first screen's photo at once and first: eager, high priority", () => {
    const document = render(<Photo photo={photoData("Detector de 4 gases")} priority fill />)
    const img = document.querySelector("picture img[data-main-image]")
    expect(img?.getAttribute("loading")).toBe("eager")
    expect(img?.getAttribute("fetchpriority")).toBe("high")
    expect(document.querySelector('source[type="image/webp"]')?.getAttribute("srcset")).toMatch(/1280w$/)
    expect(document.querySelector("[data-gatsby-image-wrapper]")?.getAttribute("style")).toMatch(/height:100%/)
  })

  it("shows nothing for a photo without its image, and a gallery only with photos", () => {
    expect(render(<Photo photo={{ alt: "x", image: null }} />).body.innerHTML).toBe("")
    expect(render(<PhotoGallery photos={[]} />).body.innerHTML).toBe("")
    const gallery = render(<PhotoGallery photos={[photoData("Laboratorio"), photoData("Vehículo de servicio")]} />)
    expect([...gallery.querySelectorAll("li img[data-main-image]")].map((img) => img.getAttribute("alt"))).toEqual([
      "Laboratorio",
      "Vehículo de servicio",
    ])
  })
})
