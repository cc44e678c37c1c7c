import fs from "fs"
import path from "path"

/** Where the content is: `content/` of the repository, beside this folder. */
export function contentDirectory(): string {
  return path.resolve(__dirname, "..", "content")
}

/**
 * The lists an editor adds to: a folder of `content/` each, one JSON file per entry, shown in the order of
 * the entries' `order` field (the CMS edits it; file names say nothing about order). Every other content
 * file is one singleton (its own type) or, for provinces.json, a list fixed by the specification.
 */
export const FOLDER_COLLECTIONS = [
  "categories",
  "equipment-lines",
  "faqs",
  "hazards",
  "industries",
  "legal",
  "navigation",
] as const

export type FolderCollection = (typeof FOLDER_COLLECTIONS)[number]

/** An entry as its file holds it: the node's fields without Gatsby's bookkeeping or resolved links. */
export interface Ordered {
  order: number
}

/** The entries of a folder collection, in display order (`order`, then file name). */
export function readCollection<Entry extends Ordered>(name: FolderCollection, directory = contentDirectory()): Entry[] {
  const folder = path.join(directory, name)
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Entry)
    .sort((a, b) => a.order - b.order)
}

/** The entries of a folder collection with the name of their file, for messages and tests. */
export function readCollectionFiles(name: FolderCollection, directory = contentDirectory()): string[] {
  return fs
    .readdirSync(path.join(directory, name))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => `${name}/${file}`)
}

/** Ascending `order`: the one ordering of a folder collection's entries wherever they are listed. */
export function byOrder<Entry extends { order?: number | null }>(a: Entry, b: Entry): number {
  return (a.order ?? 0) - (b.order ?? 0)
}
