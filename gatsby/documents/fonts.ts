import { createRequire } from "module"
import * as fontkit from "fontkit"
import path from "path"

/**
 * Inter (SIL Open Font License 1.1, which allows embedding), as static TTFs shipped in
 * @expo-google-fonts/inter: it covers Spanish and the subscript digits of "H₂S", which the PDF standard
 * fonts lack. pdfkit embeds only the glyphs a document uses.
 */
// createRequire, not require.resolve: Gatsby bundles gatsby-node with Parcel, which drops require.resolve.
const interDir = path.dirname(createRequire(__filename).resolve("@expo-google-fonts/inter/package.json"))

export const FONTS = {
  regular: path.join(interDir, "400Regular", "Inter_400Regular.ttf"),
  semibold: path.join(interDir, "600SemiBold", "Inter_600SemiBold.ttf"),
  bold: path.join(interDir, "700Bold", "Inter_700Bold.ttf"),
} as const

export type FontName = keyof typeof FONTS

const faces = new Map<FontName, fontkit.Font>()

/**
 * A font parsed once per build: parsing Inter's tables is most of the time a document takes to write, and pdfkit
 * takes a parsed font as it takes a file (each document still embeds its own subset).
 */
export function fontFace(name: FontName): fontkit.Font {
  let face = faces.get(name)
  if (!face) {
    face = fontkit.openSync(FONTS[name])
    faces.set(name, face)
  }
  return face
}
