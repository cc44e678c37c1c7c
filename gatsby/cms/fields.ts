import { Kind } from "graphql"
import type { FieldDefinitionNode, TypeNode } from "graphql"
import { isDerived, isFile, isInternal, linkOf } from "../content-directives"
import type { ContentSchema, FieldSpec } from "../content-schema"
import { LONG_TEXT } from "../../src/lib/content-rules"
import { lowerFirst } from "../../src/lib/text-template"

/** A field of Decap CMS's configuration (https://decapcms.org/docs/widgets/): only the keys this site uses. */
export interface CmsField {
  name: string
  label: string
  widget: string
  required: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  value_type?: "int" | "float"
  min?: number
  max?: number
  options?: Array<{ label: string; value: string }>
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  multiple?: boolean
  options_length?: number
  field?: CmsField
  fields?: CmsField[]
  summary?: string
  label_singular?: string
  collapsed?: boolean
  choose_url?: boolean
  media_folder?: string
  public_folder?: string
  media_library?: { config: { multiple: boolean } }
  /** The texts' own rules, which the site's widgets check (src/cms/widgets.tsx, src/lib/content-rules.ts). */
  max_length?: number
  rule?: string
  /** False where a text is a company fact itself (content/site.json): others may not write one out. */
  facts?: false
  allow_add?: boolean
}

/**
 * The site's own widgets (src/cms/widgets.tsx), each Decap's with the build's rules added: a one-line text, a
 * paragraph, an entry's identifier (fixed once written), a decimal number (a comma or a point).
 */
export const WIDGETS = { line: "texto", paragraph: "texto-largo", identifier: "identificador", decimal: "decimal" }

/** A description as the schema writes it: its first line is the editor's label, the rest the field's hint. */
export function labelAndHint(description: string | undefined, fallback: string): { label: string; hint?: string } {
  const [first, ...rest] = (description ?? "").split("\n").map((line) => line.trim())
  const hint = rest.filter(Boolean).join(" ")
  return { label: first || fallback, ...(hint ? { hint } : {}) }
}

/** The collection an entry's slug names, for a field a `@link(by: "slug")` reads: its relation widget. */
export interface RelationTarget {
  collection: string
  valueField: string
  displayField: string
}

export interface FieldContext {
  schema: ContentSchema
  /** Node type → the folder collection of its entries, for relation widgets. */
  folderOf: (typeName: string) => RelationTarget | undefined
  /**
   * The photos' folder as the entry's file names it (`photos` from content/about.json, `../photos` from
   * content/equipment-lines/<slug>.json): the path Decap writes, which Gatsby's `@fileByRelativePath` resolves
   * from the file.
   */
  photoPath: string
}

/** Where the editor uploads every photo (PHOTO_FOLDER of the repository). */
export const PHOTO_FOLDER = "content/photos"

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

function unwrapNonNull(type: TypeNode): TypeNode {
  return type.kind === Kind.NON_NULL_TYPE ? type.type : type
}

/** The field F of `X: T @link(by: "slug", from: "F")` (or X itself, without `from`): F names entries of T. */
function relationOf(
  field: FieldSpec,
  siblings: readonly FieldSpec[],
  context: FieldContext,
): RelationTarget | undefined {
  for (const sibling of siblings) {
    const link = linkOf(sibling.definition)
    if (!link || (link.from ?? sibling.name) !== field.name) continue
    const target = context.folderOf(namedType(sibling.type))
    if (target) return { ...target, valueField: link.by }
  }
  return undefined
}

function scalarWidget(name: string, field: FieldDefinitionNode): Partial<CmsField> {
  if (name === "Int") return { widget: "number", value_type: "int" }
  if (name === "Float") return { widget: WIDGETS.decimal }
  if (name === "Boolean") return { widget: "boolean" }
  if (field.name.value === "slug") return { widget: WIDGETS.identifier }
  return { widget: LONG_TEXT.test(field.name.value) ? WIDGETS.paragraph : WIDGETS.line }
}

/** What one value of the field is edited with: a scalar's widget, a select, a relation, an image or an object. */
function itemWidget(
  typeName: string,
  spec: FieldSpec,
  siblings: readonly FieldSpec[],
  context: FieldContext,
): Partial<CmsField> {
  const relation = relationOf(spec, siblings, context)
  if (relation) {
    return {
      widget: "relation",
      collection: relation.collection,
      value_field: relation.valueField,
      search_fields: [relation.displayField],
      display_fields: [relation.displayField],
      options_length: 100,
    }
  }
  if (isFile(spec.definition)) {
    // The widget writes only paths into the photos' folder (no URL), so the build's `@pattern` for the path is
    // not repeated: Decap checks an image's pattern against a value of its own and refuses every upload.
    return {
      widget: "image",
      choose_url: false,
      media_folder: `/${PHOTO_FOLDER}`,
      public_folder: context.photoPath,
      pattern: undefined,
    }
  }
  const enumValues = context.schema.enums.get(typeName)
  if (enumValues) {
    const labels = context.schema.enumLabels?.get(typeName)
    return { widget: "select", options: enumValues.map((value) => ({ value, label: labels?.get(value) ?? value })) }
  }
  const fields = context.schema.objects.get(typeName)
  if (fields) return { widget: "object", fields: cmsFields(fields, context) }
  return scalarWidget(typeName, spec.definition)
}

/** One schema field as the editor's field: label and hint from its description, required from `!`. */
export function cmsField(spec: FieldSpec, siblings: readonly FieldSpec[], context: FieldContext): CmsField {
  const { label, hint } = labelAndHint(spec.definition.description?.value, spec.name)
  const required = spec.type.kind === Kind.NON_NULL_TYPE
  const base: CmsField = { name: spec.name, label, widget: "string", required, ...(hint ? { hint } : {}) }
  if (spec.pattern) base.pattern = [spec.pattern.regex, spec.pattern.message]
  if (spec.range?.min !== undefined) base.min = spec.range.min
  if (spec.range?.max !== undefined) base.max = spec.range.max
  if (spec.maxLength !== undefined) base.max_length = spec.maxLength
  if (spec.rule) base.rule = spec.rule
  // A key the code reads: kept in the file as it is, out of the clerk's sight.
  if (isInternal(spec.definition)) return { name: spec.name, label, widget: "hidden", required: false }
  const type = unwrapNonNull(spec.type)
  const typeName = namedType(type)
  const item = itemWidget(typeName, spec, siblings, context)
  if (type.kind !== Kind.LIST_TYPE) {
    // An optional group (a company's coordinates) may stay empty: Decap validates a group's fields even then,
    // so they are optional in the editor too; the build still refuses a group filled in half.
    if (item.widget === "object" && !required) return { ...base, ...item, fields: item.fields?.map(optional) }
    return { ...base, ...item }
  }
  // A list may be empty even when the schema requires it (`[X!]!` asks for the list, not for an item).
  const list: CmsField = { ...base, required: false, default: [] }
  if (item.widget === "relation" || item.widget === "select") return { ...list, ...item, multiple: true }
  if (item.widget === "object") {
    const first = item.fields?.find((field) => field.widget === "string" || field.widget === "text")
    // One item by its type's name, in a sentence: "Agregar foto", "1 foto" (Decap's list says "Agregar fotos").
    const itemName = context.schema.descriptions.get(typeName)
    return {
      ...list,
      widget: "list",
      fields: item.fields,
      ...(itemName ? { label_singular: lowerFirst(labelAndHint(itemName, typeName).label) } : {}),
      // Decap folds a list's items by default: open, the values are in sight and reachable by their labels.
      collapsed: false,
      // An item the code finds by a key of its own (a chat step) is added by a developer, who writes the key.
      ...(item.fields?.some((field) => field.widget === "hidden") ? { allow_add: false } : {}),
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
    }
  }
  const { pattern, min, max, max_length: maxLength, rule, ...rest } = base
  return {
    ...list,
    widget: "list",
    field: {
      ...rest,
      ...item,
      required: true,
      ...(pattern ? { pattern } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(maxLength !== undefined ? { max_length: maxLength } : {}),
      ...(rule ? { rule } : {}),
    } as CmsField,
  }
}

function optional(field: CmsField): CmsField {
  return { ...field, required: false }
}

/** Every field a content file holds, in the schema's order: fields computed at build time are left out. */
export function cmsFields(fields: readonly FieldSpec[], context: FieldContext): CmsField[] {
  return fields.filter((field) => !isDerived(field.definition)).map((field) => cmsField(field, fields, context))
}
