import { Kind } from "graphql"
import type { TypeNode } from "graphql"
import { isDerived } from "../content-directives"
import { FOLDER_COLLECTIONS } from "../content-collections"
import { loadTypeDefs, readContentSchema } from "../content-schema"
import type { ContentSchema } from "../content-schema"
import fs from "fs"
import path from "path"
import { readContentJson, writeContentJson } from "../../src/cms/json-format"
import { backendFromEnv, cmsConfig, editedFiles, folderType, NOT_EDITED } from "./config"
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

  it("offers every content file: the singletons, each list as a folder; the provinces and the leads' settings left out", () => {
    for (const folder of FOLDER_COLLECTIONS) expect(edited.has(folderType(folder))).toBe(true)
    for (const type of ["SiteJson", "HomeJson", "ContactJson", "ChatJson", "AboutJson", "ServicesJson"]) {
      expect(edited.has(type)).toBe(true)
    }
    expect(edited.has("ProvincesJson")).toBe(false)
    expect(edited.has("LeadsJson")).toBe(false)
    expect(Object.keys(NOT_EDITED)).toEqual(["ProvincesJson", "LeadsJson"])
    expect(contentTypes(schema).length).toBe(edited.size + 2)
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
    expect(slug).toMatchObject({ required: true, widget: "identificador" })
    expect(new RegExp(slug!.pattern![0]).test("detectores-multigas")).toBe(true)
    expect(new RegExp(slug!.pattern![0]).test("detectores multigas")).toBe(false)
    expect(slug!.pattern![1]).toMatch(/sin espacios/)
    const site = edited.get("SiteJson") ?? []
    expect(site.find((field) => field.name === "cuit")).toMatchObject({ required: false })
    const coordinates = site.find((field) => field.name === "coordinates")
    expect(coordinates?.required).toBe(false)
    expect(coordinates?.fields?.find((field) => field.name === "latitude")).toMatchObject({
      required: false,
      widget: "decimal",
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
    expect(alt).toMatchObject({ name: "alt", widget: "texto", required: true, label: "Texto alternativo" })
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

  it("signs in to GitHub through the OAuth client the build's environment names, and to decap-server here", () => {
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" })
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" })
    expect(config.publish_mode).toBe("simple")
    expect(config.locale).toBe("es")
    const env = { CMS_REPO: "vigia/sitio", CMS_OAUTH_URL: "https://auth.example.com.ar", CMS_BRANCH: "publicado" }
    expect(backendFromEnv(env)).toEqual({
      name: "github",
      repo: "vigia/sitio",
      branch: "publicado",
      base_url: "https://auth.example.com.ar",
    })
    expect(backendFromEnv({ CMS_REPO: "vigia/sitio", CMS_OAUTH_ENDPOINT: "api/auth" })).toEqual({
      name: "github",
      repo: "vigia/sitio",
      branch: "main",
      auth_endpoint: "api/auth",
    })
    expect(backendFromEnv({ CMS_BACKEND: "git-gateway", CMS_REPO: "vigia/sitio" })).toEqual({
      name: "git-gateway",
      branch: "main",
    })
    const local = cmsConfig({ siteUrl: "https://x", localBackendPort: 8681, publishMode: "editorial_workflow" })
    expect(local.local_backend).toEqual({ url: "http://127.0.0.1:8681/api/v1" })
    expect(local.publish_mode).toBe("editorial_workflow")
  })

  it("checks texts with the build's rules, fixes identifiers, reads decimals with a comma, hides the code's keys", () => {
    const site = edited.get("SiteJson") ?? []
    expect(site.find((field) => field.name === "cuit")).toMatchObject({ widget: "texto", rule: "cuit", facts: false })
    expect(site.find((field) => field.name === "coordinates")?.fields).toEqual([
      expect.objectContaining({ name: "latitude", widget: "decimal", min: -56, max: -21, required: false }),
      expect.objectContaining({ name: "longitude", widget: "decimal", min: -74, max: -53, required: false }),
    ])
    expect(site.find((field) => field.name === "openingHours")?.fields?.[0]).toMatchObject({
      widget: "select",
      multiple: true,
      options: expect.arrayContaining([{ value: "Monday", label: "Lunes" }]),
    })
    expect(site.find((field) => field.name === "socials")?.fields?.[0]).toMatchObject({ widget: "select" })
    const line = edited.get("EquipmentLinesJson") ?? []
    expect(line.find((field) => field.name === "slug")).toMatchObject({ widget: "identificador" })
    expect(line.find((field) => field.name === "description")).toMatchObject({ widget: "texto-largo", max_length: 600 })
    expect(line.find((field) => field.name === "name")).toMatchObject({ widget: "texto", max_length: 70 })
    expect(line.find((field) => field.name === "name")?.facts).toBeUndefined()
    const steps = (edited.get("ChatJson") ?? []).find((field) => field.name === "steps")
    expect(steps).toMatchObject({ widget: "list", allow_add: false })
    expect(steps?.fields?.find((field) => field.name === "id")).toEqual({
      name: "id",
      label: "Identificador",
      widget: "hidden",
      required: false,
    })
  })

  it("keeps the technical settings out of the editor", () => {
    const files = collections.flatMap((collection) => collection.files ?? []).map((entry) => entry.file)
    expect(files).not.toContain("content/leads.json")
    expect(files).not.toContain("content/provinces.json")
  })

  it("opens each entry's own page from «Ver en el sitio»", () => {
    const byName = (name: string) =>
      collections.find((collection) => collection.name === name) as unknown as Record<string, unknown>
    expect(byName("equipment-lines").preview_path).toBe("productos/{{fields.category}}/{{fields.slug}}")
    expect(byName("categories").preview_path).toBe("productos/{{fields.slug}}")
    const pages = collections.flatMap((collection) => collection.files ?? []) as unknown as Array<{
      name: string
      preview_path: string
    }>
    expect(pages.find((page) => page.name === "about")?.preview_path).toBe("nosotros")
    expect(pages.find((page) => page.name === "site")?.preview_path).toBe("contacto")
  })
})

describe("content files as the editor saves them", () => {
  it.each(editedFiles("https://x").map(({ file, order }) => [file, order] as const))(
    "%s saved unchanged through the editor's format gives the same bytes (no diff)",
    (file, order) => {
      const text = fs.readFileSync(path.join(__dirname, "..", "..", file), "utf8")
      expect(writeContentJson(readContentJson(text), order)).toBe(text)
    },
  )
})
