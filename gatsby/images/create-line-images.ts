import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { lineImagePath } from "../../src/lib/page-paths"
import { renderLineImage } from "./line-image"

interface LineNode {
  slug: string
  name: string
  category: string
  illustration: string
}

/**
 * Writes each equipment line's Open Graph image (public/imagenes/equipos/<slug>.png, lineImagePath) from its
 * drawing, in createPages beside the documents, so `gatsby develop` serves them too and an edited line or
 * drawing renders its image again. A file whose bytes have not changed is left untouched.
 */
export async function createLineImages({ getNodesByType, reporter, store }: CreatePagesArgs): Promise<void> {
  const started = Date.now()
  const publicDir = path.join(store.getState().program.directory, "public")
  const categories = getNodesByType("CategoriesJson") as unknown as Array<{ slug: string; name: string }>
  const lines = getNodesByType("EquipmentLinesJson") as unknown as LineNode[]
  try {
    // One at a time: sharp's threads would otherwise crowd the documents written beside them on a small machine.
    const images: Array<{ file: string; png: Buffer }> = []
    for (const line of lines) {
      const categoryName = categories.find((category) => category.slug === line.category)?.name ?? ""
      images.push({
        file: path.join(publicDir, lineImagePath(line.slug)),
        png: await renderLineImage({ ...line, categoryName }),
      })
    }
    for (const { file, png } of images) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      if (fs.existsSync(file) && fs.readFileSync(file).equals(png)) continue
      fs.writeFileSync(file, png)
    }
    const bytes = images.reduce((sum, image) => sum + image.png.length, 0)
    reporter.info(
      `Line images: ${images.length} PNG of 1200×630 in ${path.dirname(lineImagePath("x"))} (${Math.round(bytes / 1024)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  } catch (error) {
    reporter.panicOnBuild("line images: could not render the Open Graph images", error as Error)
  }
}
