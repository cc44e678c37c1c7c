import { categories, equipmentLines } from "../../test/content-lists"
import { LINE_IMAGE_SIZE, lineImageSvg, renderLineImage } from "./line-image"
import { outline, wrap } from "./outlines"

jest.setTimeout(60_000)

const lineImage = (slug: string) => {
  const line = equipmentLines.find((entry) => entry.slug === slug)!
  return { ...line, categoryName: categories.find((category) => category.slug === line.category)!.name }
}

/** Width and height from a PNG's IHDR chunk, after its 8-byte signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.toString("latin1", 12, 16)).toBe("IHDR")
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe("a line's Open Graph image", () => {
  it("is a 1200×630 PNG, the same bytes for the same content", async () => {
    const first = await renderLineImage(lineImage("detectores-multigas"))
    const second = await renderLineImage(lineImage("detectores-multigas"))
    expect(pngSize(first)).toEqual(LINE_IMAGE_SIZE)
    expect(first.equals(second)).toBe(true)
    const other = await renderLineImage(lineImage("arneses-y-eslingas"))
    expect(other.equals(first)).toBe(false)
  })

  it("draws every text as outlines, the drawing's own included, so no font of the machine is used", () => {
    for (const line of equipmentLines) {
      const svg = lineImageSvg(lineImage(line.slug))
      expect(svg.match(/<text|<tspan|<use|font-[a-z]+=/g)).toBeNull()
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"')).toBe(true)
    }
    // The multigas detector's display reads "LIE" at (100, 63), in the bold its group sets: its outlines are there.
    const svg = lineImageSvg(lineImage("detectores-multigas"))
    expect(svg.includes(outline("LIE", "bold", 7.5, 100, 63).d)).toBe(true)
  })

  it("fails, naming it, on a drawing the sprite lacks", () => {
    expect(() => lineImageSvg({ ...lineImage("detectores-multigas"), illustration: "no-existe" })).toThrow(
      'no symbol "no-existe" in deteccion-de-gases.svg',
    )
  })
})

describe("wrap", () => {
  it("fills lines up to the width and keeps a short word with the next", () => {
    expect(wrap("Detectores portátiles de 4 gases", "bold", 58, 440)).toEqual([
      "Detectores",
      "portátiles",
      "de 4 gases",
    ])
    expect(wrap("Guantes de trabajo", "bold", 58, 2000)).toEqual(["Guantes de trabajo"])
  })
})
