/**
 * `tsx e2e/support/build-photo-site.ts <folder>`: the photos' spec's site (photo-site.ts), built into `<folder>`
 * ahead of the browser suite. `npm test` runs it at the lowest priority beside the reliability run, which spends
 * most of its time waiting (slow senders, timeouts), and hands the folder to the spec (`E2E_PHOTO_SITE`).
 */
import path from "path"
import { buildPhotoSite } from "./photo-site"

const folder = process.argv[2]
if (!folder) throw new Error("Usage: tsx e2e/support/build-photo-site.ts <folder>")
buildPhotoSite(path.resolve(folder)).then(
  ({ root }) => console.log(`photo site built in ${root}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
