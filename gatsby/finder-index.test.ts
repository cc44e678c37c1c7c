import { categories, equipmentLines as lines } from "../test/content-lists"
import fs from "fs"
import os from "os"
import path from "path"
import equipment from "../content/equipment.json"
import { createFinderIndex, finderIndexFileName, onCreatePage } from "./finder-index"
import { finderEntries } from "../test/finder-content"

type Args = Parameters<typeof createFinderIndex>[0]
type PageArgs = Parameters<NonNullable<typeof onCreatePage>>[0]

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "finder-index-"))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

/** The index query answered from the content files, as the schema resolves them (test/finder-content.ts). */
function queryAnswer() {
  return {
    allEquipmentLinesJson: {
      nodes: lines.map((line, index) => ({
        ...line,
        categoryEntry: categories.find((category) => category.slug === line.category),
        hazardList: [],
        industryList: finderEntries[index].industries.map((slug) => ({ name: slug })),
      })),
    },
    equipmentJson: equipment,
  }
}

async function build(answer: unknown) {
  const reporter = { info: jest.fn(), panicOnBuild: jest.fn() }
  const args = {
    graphql: jest.fn().mockResolvedValue(answer),
    reporter,
    store: { getState: () => ({ program: { directory } }) },
  } as unknown as Args
  await createFinderIndex(args)
  return reporter
}

function createdPage(page: { path: string; context?: Record<string, unknown> }) {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() }
  onCreatePage!({ page, actions } as unknown as PageArgs, { plugins: [] }, () => undefined)
  return actions
}

describe("the finder's index", () => {
  it("is written under public/static/ by its content's hash, one entry per line in the catalogue's order", async () => {
    await build({ data: queryAnswer() })
    const files = fs.readdirSync(path.join(directory, "public", "static"))
    expect(files).toHaveLength(1)
    const json = fs.readFileSync(path.join(directory, "public", "static", files[0]), "utf8")
    expect(files[0]).toBe(finderIndexFileName(json))
    const index = JSON.parse(json)
    expect(index.version).toBe(1)
    expect(index.lines.map((entry: { slug: string }) => entry.slug)).toEqual(lines.map((line) => line.slug))
  })

  it("gives /productos its address in the page context, and no other page", async () => {
    await build({ data: queryAnswer() })
    const [file] = fs.readdirSync(path.join(directory, "public", "static"))
    const page = { path: "/productos", context: {} }
    const actions = createdPage(page)
    expect(actions.deletePage).toHaveBeenCalledWith(page)
    expect(actions.createPage).toHaveBeenCalledWith({
      path: "/productos",
      context: { finderIndexUrl: `/static/${file}` },
    })
    expect(
      createdPage({ path: "/productos", context: { finderIndexUrl: `/static/${file}` } }).createPage,
    ).not.toHaveBeenCalled()
    expect(createdPage({ path: "/contacto" }).createPage).not.toHaveBeenCalled()
  })

  it("fails the build when the lines cannot be queried", async () => {
    const reporter = await build({ errors: [new Error("unknown field")] })
    expect(reporter.panicOnBuild).toHaveBeenCalled()
  })
})
