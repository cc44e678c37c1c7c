import fs from "fs"
import path from "path"
import { contentTypeName } from "./content-type-name"
import {
  loadTypeDefs,
  nodeTypeNames,
  readContentSchema,
  reservedFieldDeclarations,
  validateEntry,
} from "./content-schema"
import { onCreateNode } from "./schema"

const CONTENT_DIR = path.join(__dirname, "..", "content")
const typeDefs = loadTypeDefs()
const schema = readContentSchema(typeDefs)

function readContent(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))
}

/** Every content file: the singletons and lists at the top, and each entry of a folder collection. */
const contentFiles = fs.readdirSync(CONTENT_DIR, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory()
    ? fs
        .readdirSync(path.join(CONTENT_DIR, entry.name))
        .filter((file) => file.endsWith(".json"))
        .map((file) => `${entry.name}/${file}`)
    : entry.name.endsWith(".json")
      ? [entry.name]
      : [],
)

describe("content schema", () => {
  it.each(contentFiles)("declares a node type for content/%s and the file satisfies it", (file) => {
    const typeName = contentTypeName({
      node: { name: path.basename(file, ".json"), relativeDirectory: path.dirname(file).replace(/^\.$/, "") },
    })
    expect(nodeTypeNames(typeDefs)).toContain(typeName)
    const content = readContent(file)
    const entries = Array.isArray(content) ? content : [content]
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(validateEntry(schema, typeName, entry)).toEqual([])
  })

  it("names a required field that is missing", () => {
    const { email: _email, ...site } = readContent("site.json") as Record<string, unknown>
    expect(validateEntry(schema, "SiteJson", site)).toEqual([
      { field: "email", message: "is required (String!) but is missing or empty" },
    ])
  })

  it("treats a blank required text as missing", () => {
    const site = { ...(readContent("site.json") as Record<string, unknown>), tagline: "   " }
    expect(validateEntry(schema, "SiteJson", site).map((problem) => problem.field)).toEqual(["tagline"])
  })

  it("finds problems inside nested objects and lists, with their path", () => {
    const productos = readContent("navigation/productos.json") as Record<string, unknown>
    const broken = {
      ...productos,
      subItems: [{ name: "Detección de gases", path: "/productos/deteccion-de-gases" }, { name: "Sin ruta" }],
    }
    expect(validateEntry(schema, "NavigationJson", broken)).toEqual([
      { field: "subItems[1].path", message: "is required (String!) but is missing or empty" },
    ])
  })

  it("accepts an optional field left out, and rejects values of the wrong kind", () => {
    expect(validateEntry(schema, "NavigationJson", { name: "Inicio", path: "/", order: 10 })).toEqual([])
    expect(validateEntry(schema, "NavigationJson", { name: "Inicio", path: 42, order: 10 })).toEqual([
      { field: "path", message: "must be a String" },
    ])
    expect(validateEntry(schema, "NavigationJson", { name: "Inicio", path: "/", order: 10, subItems: "no" })).toEqual([
      { field: "subItems", message: "must be a list ([NavigationLink!])" },
    ])
  })

  it("accepts only the declared values of an enum", () => {
    const enumSchema = readContentSchema(`
      enum Mood { calm alert }
      type Probe implements Node @dontInfer { mood: Mood! }
    `)
    expect(validateEntry(enumSchema, "Probe", { mood: "calm" })).toEqual([])
    expect(validateEntry(enumSchema, "Probe", { mood: "panic" })).toEqual([
      { field: "mood", message: "must be one of calm, alert (Mood)" },
    ])
  })

  it("declares no node field with a name Gatsby reserves", () => {
    expect(reservedFieldDeclarations(typeDefs)).toEqual([])
    expect(reservedFieldDeclarations("type FormJson implements Node @dontInfer { fields: String! }")).toEqual([
      "FormJson.fields",
    ])
  })

  it("reports a misspelt field that @dontInfer would silently drop", () => {
    expect(validateEntry(schema, "ProvincesJson", { name: "Salta", nmae: "Salta" })).toEqual([
      { field: "nmae", message: "is not a field of ProvincesJson" },
    ])
  })
})

describe("onCreateNode", () => {
  const file = { id: "file-1", relativePath: "site.json" }

  function createNode(type: string, content: Record<string, unknown>) {
    return {
      id: "node-1",
      parent: file.id,
      children: [],
      internal: { type, owner: "gatsby-transformer-json", contentDigest: "x" },
      ...content,
    }
  }

  function run(node: ReturnType<typeof createNode>) {
    const reporter = { panicOnBuild: jest.fn() }
    const getNode = (id: string) => (id === file.id ? file : undefined)
    const call = onCreateNode as unknown as (args: object) => void
    call({ node, getNode, reporter })
    return reporter.panicOnBuild
  }

  it("fails the build naming the content file and the missing field", () => {
    const { phone: _phone, ...site } = readContent("site.json") as Record<string, unknown>
    const panic = run(createNode("SiteJson", site))
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic.mock.calls[0][0]).toBe(
      'content/site.json: field "phone" is required (String!) but is missing or empty (type SiteJson).',
    )
  })

  it("fails the build for a content file whose type was never declared", () => {
    const panic = run(createNode("BrochuresJson", { title: "Folleto" }))
    expect(panic.mock.calls[0][0]).toMatch(/content\/site\.json: no type "BrochuresJson" is declared/)
  })

  it("lets a valid content file through", () => {
    expect(run(createNode("SiteJson", readContent("site.json") as Record<string, unknown>))).not.toHaveBeenCalled()
  })

  it("ignores nodes that do not come from content files", () => {
    const node = { ...createNode("SitePage", {}), internal: { type: "SitePage", owner: "internal-data-bridge" } }
    expect(run(node as ReturnType<typeof createNode>)).not.toHaveBeenCalled()
  })
})
