/**
 * The GraphQL type of a content file: its file name in PascalCase plus "Json" ("site.json" → SiteJson,
 * "not-found.json" → NotFoundJson), or, for an entry of a folder collection, its folder's name
 * ("equipment-lines/detectores-multigas.json" → EquipmentLinesJson), so one entry per file gives the same type
 * the list had. Without this, gatsby-transformer-json names singleton files after their folder.
 */
export function contentTypeName({ node }: { node: { name: string; relativeDirectory?: string } }): string {
  const pascal = (node.relativeDirectory || node.name)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")
  return `${pascal}Json`
}
