import { Kind } from "graphql"
import type { TypeNode } from "graphql"
import { isDerived } from "../content-directives"
import { FOLDER_COLLECTIONS } from "../content-collections"
import { loadTypeDefs, readContentSchema } from "../content-schema"
import type { ContentSchema } from "../content-schema"
import { cmsConfig, folderType, NOT_EDITED } from "./config"
import type { CmsField } from "./fields"

const schema = readContentSchema(loadTypeDefs())
const config = cmsConfig({ siteUrl: "https://www.vigiaseguridad.com.ar" })

interface Collection {
  name: string
  folder?: string
  fields?: CmsField[]
  files?: Array<{ name: string; file: string; fields: CmsField[] }>
}
const collections = config.collections as Collection[]

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

/** Every field a file of `type` holds, as dotted paths into nested objects: `coordinates.latitude`. */
function schemaPaths(type: string, prefix = ""): string[] {
  return (schema.objects.get(type) ?? [])
    .filter((field) => !isDerived(field.definition))
    .flatMap((field) => {
      const path = `${prefix}${field.name}`
      const nested = schema.objects.has(namedType(field.type)) ? schemaPaths(namedType(field.type), `${path}.`) : []
      return [path, ...nested]
    })
}

function editorPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const nested = field.fields ?? (field.field?.fields ? field.field.fields : [])
    return [path, ...editorPaths(nested, `${path}.`)]
  })
}

/** Each content type with the editor fields that write it. */
function editedTypes(): Map<string, CmsField[]> {
  const types = new Map<string, CmsField[]>()
  for (const collection of collections) {
    if (collection.folder) types.set(folderType(collection.name), collection.fields ?? [])
    for (const file of collection.files ?? []) {
      const name = file.file.replace(/^content\//, "").replace(/\.json$/, "")
      types.set(folderType(name), file.fields)
    }
  }
  return types
}

function contentTypes(contentSchema: ContentSchema): string[] {
  const edited = editedTypes()
  return [...contentSchema.objects.keys()].filter((type) => edited.has(type) || type in NOT_EDITED)
}

describe("the CMS's configuration", () => {
  const edited = editedTypes()

  it("offers every content file: the singletons, each list as a folder, only the fixed provinces left out", () => {
    for (const folder of FOLDER_COLLECTIONS) expect(edited.has(folderType(folder))).toBe(true)
    for (const type of ["SiteJson", "HomeJson", "ContactJson", "ChatJson", "AboutJson", "ServicesJson"]) {
      expect(edited.has(type)).toBe(true)
    }
    expect(edited.has("ProvincesJson")).toBe(false)
    expect(Object.keys(NOT_EDITED)).toEqual(["ProvincesJson"])
    expect(contentTypes(schema).length).toBe(edited.size + 1)
  })

  it.each([...edited.keys()])("has an editor field for every field of %s, and no other", (type) => {
    expect(editorPaths(edited.get(type) ?? []).sort()).toEqual(schemaPaths(type).sort())
  })

  it("labels every field in Spanish from its description, with the schema's own hint", () => {
    const unlabelled = [...edited.entries()].flatMap(([type, fields]) =>
      editorPaths(fields)
        .filter((path) => {
          const field = path
            .split(".")
            .reduce<CmsField | undefined>(
              (found, name, index) =>
                (index === 0 ? fields : (found?.fields ?? found?.field?.fields ?? [])).find(
                  (item) => item.name === name,
                ),
              undefined,
            )
          return !field || field.label === field.name
        })
        .map((path) => `${type}.${path}`),
    )
    expect(unlabelled).toEqual([])
    const phone = edited.get("SiteJson")?.find((field) => field.name === "phone")
    expect(phone?.label).toBe("Teléfono")
    expect(phone?.hint).toMatch(/\+54 11 5263-4810/)
  })

  it("requires the `!` fields, repeats the build's patterns and ranges, and makes enums selects", () => {
    const line = edited.get("EquipmentLinesJson") ?? []
    const slug = line.find((field) => field.name === "slug")
    expect(slug).toMatchObject({ required: true, widget: "string" })
    expect(new RegExp(slug!.pattern![0]).test("detectores-multigas")).toBe(true)
    expect(new RegExp(slug!.pattern![0]).test("detectores multigas")).toBe(false)
    expect(slug!.pattern![1]).toMatch(/sin espacios/)
    const site = edited.get("SiteJson") ?? []
    expect(site.find((field) => field.name === "cuit")).toMatchObject({ required: false })
    const coordinates = site.find((field) => field.name === "coordinates")
    expect(coordinates?.required).toBe(false)
    expect(coordinates?.fields?.find((field) => field.name === "latitude")).toMatchObject({
      required: false,
      widget: "number",
      value_type: "float",
      min: -56,
      max: -21,
    })
    const kind = line.find((field) => field.name === "actions")?.fields?.find((field) => field.name === "kind")
    expect(kind?.widget).toBe("select")
    expect(kind?.options?.map((option) => option.value)).toEqual(["request", "contact", "link", "download"])
  })

  it("makes the slugs a @link reads relations to their collection, single or multiple", () => {
    const line = edited.get("EquipmentLinesJson") ?? []
    expect(line.find((field) => field.name === "category")).toMatchObject({
      widget: "relation",
      collection: "categories",
      value_field: "slug",
    })
    expect(line.find((field) => field.name === "hazards")).toMatchObject({
      widget: "relation",
      collection: "hazards",
      multiple: true,
    })
    expect(line.find((field) => field.name === "compatible")).toMatchObject({ collection: "equipment-lines" })
    expect(edited.get("FaqsJson")?.find((field) => field.name === "category")).toMatchObject({
      widget: "relation",
      required: false,
    })
    // A relation declared later (a line's industries, as slugs read by a @link) needs no change here.
    const typeDefs = loadTypeDefs().replace(
      "type EquipmentLinesJson implements Node @dontInfer {",
      `type EquipmentLinesJson implements Node @dontInfer {
        "Industrias"
        industrySlugs: [String!]!
        industryList: [IndustriesJson!] @link(by: "slug", from: "industrySlugs")`,
    )
    const later = cmsConfig({ siteUrl: "https://x" }, undefined, typeDefs).collections as Collection[]
    const lineFields = later.find((collection) => collection.name === "equipment-lines")?.fields ?? []
    expect(lineFields.find((field) => field.name === "industrySlugs")).toMatchObject({
      widget: "relation",
      collection: "industries",
      multiple: true,
    })
    expect(lineFields.find((field) => field.name === "industryList")).toBeUndefined()
  })

  it("offers photos (a line's, /nosotros', /servicio-tecnico's) through the image widget into content/photos, alt required", () => {
    const photoFields = (fields: readonly CmsField[]) => fields.find((field) => field.name === "photos")
    const line = photoFields(edited.get("EquipmentLinesJson") ?? [])
    // One item named by its type's label, in a sentence: "Agregar foto", "1 foto".
    expect(line).toMatchObject({ widget: "list", required: false, default: [], label_singular: "foto" })
    const [image, alt] = line?.fields ?? []
    // Decap writes the path from the entry's file, which Gatsby's @fileByRelativePath resolves from the same file.
    expect(image).toMatchObject({
      name: "image",
      widget: "image",
      required: true,
      choose_url: false,
      media_folder: "/content/photos",
      public_folder: "../photos",
    })
    // The build's pattern for the path (content-schema.test.ts) is not Decap's: its image widget writes no URL.
    expect(image.pattern).toBeUndefined()
    expect(alt).toMatchObject({ name: "alt", widget: "string", required: true, label: "Texto alternativo" })
    for (const type of ["AboutJson", "ServicesJson"]) {
      const [pageImage, pageAlt] = photoFields(edited.get(type) ?? [])?.fields ?? []
      expect(pageImage).toMatchObject({ widget: "image", media_folder: "/content/photos", public_folder: "photos" })
      expect(pageAlt).toMatchObject({ required: true })
    }
    expect(config.media_folder).toBe("content/photos")
  })

  it("leaves out what the build computes: a category's lines and questions, an industry's lines", () => {
    const names = (type: string) => (edited.get(type) ?? []).map((field) => field.name)
    expect(names("CategoriesJson")).not.toEqual(expect.arrayContaining(["lines"]))
    expect(names("CategoriesJson")).not.toEqual(expect.arrayContaining(["faqs"]))
    expect(names("IndustriesJson")).not.toContain("lines")
    expect(names("ResourcesJson")).not.toContain("faqs")
  })

  it("sorts each folder by its order field and names new files by their slug", () => {
    const lines = collections.find((collection) => collection.name === "equipment-lines") as Collection &
      Record<string, unknown>
    expect(lines.folder).toBe("content/equipment-lines")
    expect(lines.slug).toBe("{{fields.slug}}")
    expect(lines.sortable_fields).toEqual([{ field: "order", label: "Orden", default_sort: true }, "name"])
    expect(lines.format).toBe("json-prettier")
  })

  it("edits through the local decap-server under npm run cms, and through Git Gateway with review in production", () => {
    const local = cmsConfig({ siteUrl: "https://x", localBackendUrl: "http://127.0.0.1:8081/api/v1" })
    expect(local.backend).toMatchObject({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" })
    expect(local.publish_mode).toBe("simple")
    expect(config.backend).toEqual({ branch: "main", name: "git-gateway" })
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.locale).toBe("es")
  })
})
