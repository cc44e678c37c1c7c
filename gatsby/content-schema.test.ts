import fs from "fs"
import path from "path"
import { contentTypeName } from "./content-type-name"
import { contentLinks, missingLinks } from "./content-links"
import { loadTypeDefs, nodeTypeNames, readContentSchema, reservedFieldDeclarations } from "./content-schema"
import { validateEntry } from "./content-validation"
import type { LinkedEntry } from "./content-links"
import { checkContentLinks, onCreateNode } from "./schema"

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

  it("takes photos only from content/photos, each with its alt text", () => {
    const line = readContent("equipment-lines/detectores-multigas.json") as Record<string, unknown>
    const photo = { image: "../photos/detector.jpg", alt: "Detector de 4 gases en el laboratorio" }
    expect(validateEntry(schema, "EquipmentLinesJson", { ...line, photos: [photo] })).toEqual([])
    expect(
      validateEntry(schema, "AboutJson", {
        ...(readContent("about.json") as object),
        photos: [{ ...photo, image: "photos/laboratorio.png" }],
      }),
    ).toEqual([])
    expect(validateEntry(schema, "EquipmentLinesJson", { ...line, photos: [{ ...photo, alt: " " }] })).toEqual([
      { field: "photos[0].alt", message: "is required (String!) but is missing or empty" },
    ])
    expect(
      validateEntry(schema, "EquipmentLinesJson", {
        ...line,
        photos: [{ ...photo, image: "https://example.com/a.jpg" }],
      }),
    ).toMatchObject([{ field: "photos[0].image", message: expect.stringMatching(/content\/photos/) }])
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

describe("links between content files", () => {
  /** Every content file's entries under their node type, as the build's nodes hold them. */
  const contentEntries = new Map<string, LinkedEntry[]>()
  for (const file of contentFiles) {
    const content = readContent(file)
    const typeName = contentTypeName({
      node: { name: path.basename(file, ".json"), relativeDirectory: path.dirname(file).replace(/^\.$/, "") },
    })
    const entries = (Array.isArray(content) ? content : [content]) as Array<Record<string, unknown>>
    contentEntries.set(typeName, [
      ...(contentEntries.get(typeName) ?? []),
      ...entries.map((fields) => ({ file: `content/${file}`, fields })),
    ])
  }
  // The documents are nodes the build makes: one per document of content/documents.json.
  const documentFiles = (readContent("documents.json") as { documents: Array<{ slug: string }> }).documents.map(
    (document) => ({ file: "DocumentFile (made by the build)", fields: { slug: document.slug } }),
  )
  const entriesOf = (type: string) => (type === "DocumentFile" ? documentFiles : (contentEntries.get(type) ?? []))
  const links = contentLinks(typeDefs)

  it("reads the slug references the schema declares, a line's industries among them", () => {
    expect(links).toEqual(
      expect.arrayContaining([
        { type: "EquipmentLinesJson", from: "industries", target: "IndustriesJson" },
        { type: "EquipmentLinesJson", from: "hazards", target: "HazardsJson" },
        { type: "EquipmentLinesJson", from: "compatible", target: "EquipmentLinesJson" },
        { type: "EquipmentLinesJson", from: "category", target: "CategoriesJson" },
        { type: "Download", from: "document", target: "DocumentFile" },
      ]),
    )
    // A category's lines are found by the lines' own `category`: no link to check the other way.
    expect(links.some((link) => link.type === "CategoriesJson")).toBe(false)
  })

  it("finds every slug of content/ in the entries it names", () => {
    expect(missingLinks(schema, links, nodeTypeNames(typeDefs), entriesOf)).toEqual([])
  })

  it("names the file, the entry, the field and the slug that names nothing", () => {
    const lines = contentEntries.get("EquipmentLinesJson")!
    const misspelt = [
      { ...lines[0], fields: { ...lines[0].fields, industries: ["oil-gas", "petroleo"] } },
      ...lines.slice(1),
    ]
    const withMisspelt = (type: string) => (type === "EquipmentLinesJson" ? misspelt : entriesOf(type))
    expect(missingLinks(schema, links, nodeTypeNames(typeDefs), withMisspelt)).toEqual([
      `${lines[0].file}: "${String(lines[0].fields.slug)}" names "petroleo" in "industries", which no entry of IndustriesJson has as its slug`,
    ])
  })

  it("checks the links of nested objects too: a download naming a document the build does not write", () => {
    const resources = contentEntries.get("ResourcesJson")![0]
    const downloads = resources.fields.downloads as Array<Record<string, unknown>>
    const renamed = {
      ...resources,
      fields: { ...resources.fields, downloads: [{ ...downloads[0], document: "catalogo-2027" }] },
    }
    const withRenamed = (type: string) => (type === "ResourcesJson" ? [renamed] : entriesOf(type))
    expect(missingLinks(schema, links, nodeTypeNames(typeDefs), withRenamed)).toEqual([
      'content/resources.json: the file names "catalogo-2027" in "document", which no entry of DocumentFile has as its slug',
    ])
  })

  it("fails the build with each problem, once every node exists", () => {
    const node = (type: string, fields: Record<string, unknown>) => ({
      ...fields,
      id: `${type}-${String(fields.slug)}`,
      parent: "file-1",
      children: [],
      internal: { type, owner: "gatsby-transformer-json", contentDigest: "x" },
    })
    const nodes: Record<string, unknown[]> = {
      IndustriesJson: [node("IndustriesJson", { slug: "mineria" })],
      EquipmentLinesJson: [node("EquipmentLinesJson", { slug: "detectores-multigas", industries: ["mineria", "oil"] })],
    }
    const reporter = { panicOnBuild: jest.fn() }
    const args = {
      getNodesByType: (type: string) => nodes[type] ?? [],
      getNode: (id: string) => (id === "file-1" ? { relativePath: "equipment-lines.json" } : undefined),
      reporter,
    }
    checkContentLinks(args as unknown as Parameters<typeof checkContentLinks>[0])
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1)
    expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(
      /^content\/equipment-lines\.json: "detectores-multigas" names "oil"/,
    )
  })
})
