import fs from "fs"
import path from "path"
import { CMS_FORMAT } from "../../src/cms/json-format"
import { contentDirectory, FOLDER_COLLECTIONS } from "../content-collections"
import { loadTypeDefs, readContentSchema } from "../content-schema"
import type { ContentSchema } from "../content-schema"
import { contentTypeName } from "../content-type-name"
import { cmsFields, labelAndHint, PHOTO_FOLDER } from "./fields"
import type { CmsField, FieldContext, RelationTarget } from "./fields"

/** Content files the editor does not offer, and why (the schema test holds every other type to the editor). */
export const NOT_EDITED: Readonly<Record<string, string>> = {
  ProvincesJson: "the 24 jurisdictions of SPEC §3, a fixed list the forms validate against",
}

/** The company's facts get a collection of their own: what the office changes most often. */
const COMPANY_FILE = "site.json"

export interface CmsBackendOptions {
  /** decap-server's API (npm run cms): the editor saves the files of this machine, with no login. */
  localBackendUrl?: string
  /** The production backend (docs/deployment.md): git-gateway (Netlify Identity) by default, or GitHub. */
  backend?: { name: "git-gateway" | "github"; repo?: string; branch?: string }
  siteUrl: string
}

interface Collection {
  name: string
  label: string
  label_singular?: string
  description?: string
  [key: string]: unknown
}

function relationTargets(schema: ContentSchema): Map<string, RelationTarget> {
  const targets = new Map<string, RelationTarget>()
  for (const folder of FOLDER_COLLECTIONS) {
    const type = folderType(folder)
    const fields = schema.objects.get(type) ?? []
    targets.set(type, { collection: folder, valueField: "slug", displayField: identifierOf(fields.map((f) => f.name)) })
  }
  return targets
}

export function folderType(folder: string): string {
  return contentTypeName({ node: { name: folder, relativeDirectory: folder } })
}

/** The field an entry is known by in lists and relations. */
function identifierOf(fieldNames: readonly string[]): string {
  return ["name", "question", "title"].find((name) => fieldNames.includes(name)) ?? fieldNames[0]
}

function typeLabels(schema: ContentSchema, type: string): { label: string; description?: string } {
  const { label, hint } = labelAndHint(schema.descriptions.get(type), type)
  return { label, ...(hint ? { description: hint } : {}) }
}

/** The photos' folder relative to a content file's folder: what Decap writes and `@fileByRelativePath` reads. */
function photoPathFrom(folder: string): string {
  return path.posix.relative(folder, PHOTO_FOLDER)
}

function folderCollection(folder: string, schema: ContentSchema, context: FieldContext): Collection {
  const type = folderType(folder)
  const specs = schema.objects.get(type) ?? []
  const names = specs.map((spec) => spec.name)
  const identifier = identifierOf(names)
  const fields: CmsField[] = cmsFields(specs, { ...context, photoPath: photoPathFrom(`content/${folder}`) })
  const orderField = fields.find((field) => field.name === "order")
  if (orderField) orderField.default = 1000
  return {
    name: folder,
    ...typeLabels(schema, type),
    folder: `content/${folder}`,
    create: true,
    delete: true,
    extension: "json",
    format: CMS_FORMAT,
    identifier_field: identifier,
    slug: names.includes("slug") ? "{{fields.slug}}" : "{{slug}}",
    summary: `{{fields.order}} · {{fields.${identifier}}}`,
    sortable_fields: [{ field: "order", label: "Orden", default_sort: true }, identifier],
    ...(names.includes("category") && folder === "faqs"
      ? { view_groups: [{ label: "Categoría", field: "category" }] }
      : {}),
    fields,
  }
}

/** The singletons: every top-level content file but the lists kept out of the editor. */
function singletonFiles(directory: string, schema: ContentSchema): Array<{ file: string; type: string }> {
  return fs
    .readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ file, type: contentTypeName({ node: { name: path.basename(file, ".json") } }) }))
    .filter(({ type }) => schema.objects.has(type) && !(type in NOT_EDITED))
}

function fileEntry(file: string, type: string, schema: ContentSchema, context: FieldContext) {
  return {
    name: path.basename(file, ".json"),
    ...typeLabels(schema, type),
    file: `content/${file}`,
    fields: cmsFields(schema.objects.get(type) ?? [], { ...context, photoPath: photoPathFrom("content") }),
  }
}

/** Decap CMS's whole configuration, generated from gatsby/types: one field per schema field, and no other. */
export function cmsConfig(options: CmsBackendOptions, directory = contentDirectory(), typeDefs = loadTypeDefs()) {
  const schema = readContentSchema(typeDefs)
  const targets = relationTargets(schema)
  const context: FieldContext = { schema, folderOf: (type) => targets.get(type), photoPath: "photos" }
  const singletons = singletonFiles(directory, schema)
  const company = singletons.filter(({ file }) => file === COMPANY_FILE)
  const pages = singletons.filter(({ file }) => file !== COMPANY_FILE)
  const files = (list: typeof singletons) => list.map(({ file, type }) => fileEntry(file, type, schema, context))
  return {
    backend: options.localBackendUrl
      ? { name: "proxy", proxy_url: options.localBackendUrl, branch: "main" }
      : { branch: "main", ...(options.backend ?? { name: "git-gateway" }) },
    publish_mode: options.localBackendUrl ? "simple" : "editorial_workflow",
    locale: "es",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo_url: "/images/logo-light.svg",
    media_folder: PHOTO_FOLDER,
    public_folder: "../photos",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "empresa",
        label: "Empresa",
        description: "Los datos de la empresa que muestran el pie, /contacto, los PDF y los buscadores.",
        format: CMS_FORMAT,
        extension: "json",
        files: files(company),
      },
      ...FOLDER_COLLECTIONS.map((folder) => folderCollection(folder, schema, context)),
      {
        name: "paginas",
        label: "Páginas y textos",
        description: "Los textos de cada página y de las partes que se repiten (chat, formularios, PDF).",
        format: CMS_FORMAT,
        extension: "json",
        files: files(pages),
      },
    ],
  }
}
