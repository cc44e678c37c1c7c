import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { generatedPhoto } from "../../test/generated-photo"
import { copySite } from "./site-copy"

const ROOT = path.resolve(__dirname, "..", "..")

/** The line whose page shows the generated photos (the first in its title band), with the photos' alt texts. */
export const PHOTO_LINE = {
  file: "detectores-multigas.json",
  path: "/productos/deteccion-de-gases/detectores-multigas",
}
export const PHOTOS = [
  { file: "detector-en-planta.jpg", alt: "Detector multigás portátil en el cinturón de un operario en planta" },
  { file: "detector-en-laboratorio.jpg", alt: "Detector multigás sobre la mesa del laboratorio de calibración" },
]
/** The about page's photo, below the fold. */
export const ABOUT_PHOTO = { file: "laboratorio.jpg", alt: "Laboratorio de calibración con cilindros de gas patrón" }

function addPhotos(file: string, prefix: string, photos: ReadonlyArray<{ file: string; alt: string }>) {
  const entry = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
  entry.photos = photos.map((photo) => ({ image: `${prefix}photos/${photo.file}`, alt: photo.alt }))
  fs.writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`)
}

/**
 * `npm test` builds the photo site before the browser suite, in this folder (e2e/support/build-photo-site.ts), and
 * names it to the photos' spec in this variable; without it the spec builds its own.
 */
export const PREBUILT_PHOTO_SITE = "E2E_PHOTO_SITE"

/**
 * A production build of a copy of the site whose content has photos: a line (two photos, the first in its title
 * band), and /nosotros (one, below the fold), each a photo-like JPEG of 2400 × 1600 px that sharp generates (no
 * stock image is committed). The repository's content/, .cache/ and public/ are never touched. Returns the
 * copy's folder (its build in public/; a temporary one, or `into`); `remove` deletes it.
 *
 * What the photos do not touch is left out, as the spec serves the copy as static files and compares its photo
 * page with a page of the same build: the lead function (src/api/), and the scripts' minification
 * (`--no-uglify`). Together they are a sixth of the build's CPU (146 → 123 core-seconds).
 */
export async function buildPhotoSite(into?: string): Promise<{ root: string; remove: () => void }> {
  const root = copySite("vigia-photos-", [], into)
  const remove = () => fs.rmSync(root, { recursive: true, force: true })
  try {
    fs.rmSync(path.join(root, "src", "api"), { recursive: true })
    const photosDir = path.join(root, "content", "photos")
    fs.mkdirSync(photosDir, { recursive: true })
    for (const photo of [...PHOTOS, ABOUT_PHOTO]) {
      fs.writeFileSync(path.join(photosDir, photo.file), await generatedPhoto({ width: 2400, height: 1600 }))
    }
    addPhotos(path.join(root, "content", "equipment-lines", PHOTO_LINE.file), "../", PHOTOS)
    addPhotos(path.join(root, "content", "about.json"), "", [ABOUT_PHOTO])
    await new Promise<void>((resolve, reject) => {
      const log = fs.openSync(path.join(root, "build.log"), "w")
      const child = spawn(
        process.execPath,
        [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build", "--no-uglify"],
        {
          cwd: root,
          stdio: ["ignore", log, log],
          env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
        },
      )
      child.on("exit", (code) => {
        fs.closeSync(log)
        if (code === 0) resolve()
        else reject(new Error(`gatsby build of the photo copy exited ${code}:\n${tail(path.join(root, "build.log"))}`))
      })
    })
    return { root, remove }
  } catch (error) {
    remove()
    throw error
  }
}

const tail = (file: string) => fs.readFileSync(file, "utf8").split("\n").slice(-30).join("\n")
