import fs from "fs"
import path from "path"
import { CMS_FORMAT } from "../../src/cms/json-format"
import type { KeyOrder } from "../../src/cms/json-format"
import { contentDirectory, FOLDER_COLLECTIONS } from "../content-collections"
import { loadTypeDefs, readContentSchema } from "../content-schema"
import type { ContentSchema } from "../content-schema"
import { contentTypeName } from "../content-type-name"
import { cmsFields, labelAndHint, PHOTO_FOLDER, WIDGETS } from "./fields"
import type { CmsField, FieldContext, RelationTarget } from "./fields"

/** decap-server's default port; `npm run cms` moves it with DECAP_SERVER_PORT (and the build with it). */
export const DECAP_SERVER_DEFAULT_PORT = 8081

/** Content files the editor does not offer, and why (the schema test holds every other type to the editor). */
export const NOT_EDITED: Readonly<Record<string, string>> = {
  ProvincesJson: "the 24 jurisdictions of SPEC §3, a fixed list the forms validate against",
  LeadsJson: "the leads' retention (the privacy policy's promise) and the staff e-mails' texts: a developer's, in git",
}

/** Each page's address on the site, for "Ver en el sitio" (Decap's `preview_path`, joined to `site_url`). */
const PREVIEW_PATHS: Readonly<Record<string, string>> = {
  categories: "productos/{{fields.slug}}",
  "equipment-lines": "productos/{{fields.category}}/{{fields.slug}}",
  hazards: "productos?riesgo={{fields.slug}}#buscar-equipos",
  industries: "industrias#{{fields.slug}}",
  legal: "{{fields.slug}}",
  about: "nosotros",
  contact: "contacto",
  "contact-form": "contacto",
  "how-we-work": "servicio-tecnico",
  "industries-page": "industrias",
  products: "productos",
  rental: "alquiler",
  resources: "recursos",
  services: "servicio-tecnico",
  site: "contacto",
}

/** The company's facts get a collection of their own: what the office changes most often. */
const COMPANY_FILE = "site.json"

/** The production backend (docs/deployment.md): GitHub with an OAuth client, or Netlify's Git Gateway. */
export interface CmsBackend {
  name: "github" | "git-gateway"
  repo?: string
  branch: string
  /** The OAuth client the GitHub login opens (Netlify's for a site on Netlify, or the agency's own). */
  base_url?: string
  auth_endpoint?: string
}

export interface CmsBackendOptions {
  siteUrl: string
  /** decap-server's port on this machine (`npm run cms`, the CMS's e2e): Decap uses it when /admin is local. */
  localBackendPort?: number
  backend?: CmsBackend
  publishMode?: "simple" | "editorial_workflow"
}

/**
 * The production backend from the build's environment (docs/deployment.md): CMS_REPO (owner/name) chooses
 * GitHub, signing in through the OAuth client at CMS_OAUTH_URL (Decap's default, Netlify's, when unset) and
 * CMS_OAUTH_ENDPOINT; CMS_BRANCH (main); CMS_BACKEND=git-gateway for Netlify's Git Gateway, which Netlify no
 * longer develops. Without CMS_REPO the build writes Git Gateway and says so: the editor then works only locally.
 */
export function backendFromEnv(env: NodeJS.ProcessEnv): CmsBackend {
  const branch = env.CMS_BRANCH || "main"
  if (env.CMS_BACKEND === "git-gateway" || !env.CMS_REPO) return { name: "git-gateway", branch }
  return {
    name: "github",
    repo: env.CMS_REPO,
    branch,
    ...(env.CMS_OAUTH_URL ? { base_url: env.CMS_OAUTH_URL } : {}),
    ...(env.CMS_OAUTH_ENDPOINT ? { auth_endpoint: env.CMS_OAUTH_ENDPOINT } : {}),
  }
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
    ...(PREVIEW_PATHS[folder] ? { preview_path: PREVIEW_PATHS[folder] } : {}),
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

/** The company's facts themselves: the one place their values are written (src/lib/facts.ts). */
function asFacts(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({
    ...field,
    ...(field.widget === WIDGETS.line || field.widget === WIDGETS.paragraph ? { facts: false as const } : {}),
    ...(field.fields ? { fields: asFacts(field.fields) } : {}),
  }))
}

function fileEntry(file: string, type: string, schema: ContentSchema, context: FieldContext) {
  const name = path.basename(file, ".json")
  const fields = cmsFields(schema.objects.get(type) ?? [], { ...context, photoPath: photoPathFrom("content") })
  return {
    name,
    ...typeLabels(schema, type),
    file: `content/${file}`,
    preview_path: PREVIEW_PATHS[name] ?? "",
    fields: file === COMPANY_FILE ? asFacts(fields) : fields,
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
    backend: options.backend ?? { name: "git-gateway", branch: "main" },
    // decap-server (MODE=fs) on this machine, used only where /admin itself is opened on 127.0.0.1 or localhost.
    local_backend: { url: `http://127.0.0.1:${options.localBackendPort ?? DECAP_SERVER_DEFAULT_PORT}/api/v1` },
    // The clerk publishes alone (no one reviews): a save is a commit, which the host builds and publishes.
    publish_mode: options.publishMode ?? "simple",
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

function keyOrder(fields: readonly CmsField[]): KeyOrder[] {
  return fields.map((field) => {
    const nested = field.fields ?? field.field?.fields
    return nested ? { name: field.name, fields: keyOrder(nested) } : { name: field.name }
  })
}

/**
 * Every file the CMS edits (content/site.json, content/faqs/<slug>.json…) with the order its keys are saved in:
 * its fields', nested groups and list items included.
 */
export function editedFiles(
  siteUrl: string,
  directory = contentDirectory(),
): Array<{ file: string; order: KeyOrder[] }> {
  const collections = cmsConfig({ siteUrl }, directory).collections as Array<{
    folder?: string
    fields?: CmsField[]
    files?: Array<{ file: string; fields: CmsField[] }>
  }>
  return collections.flatMap((collection) => {
    const files = (collection.files ?? []).map((entry) => ({ file: entry.file, order: keyOrder(entry.fields) }))
    if (!collection.folder || !collection.fields) return files
    const order = keyOrder(collection.fields)
    const folder = path.join(directory, path.relative("content", collection.folder))
    return fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => ({ file: `${collection.folder}/${file}`, order }))
  })
}
