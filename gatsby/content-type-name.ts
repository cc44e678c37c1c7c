/**
 * The GraphQL type of a content file: its file name in PascalCase plus "Json", for array files and
 * singleton files alike ("site.json" → SiteJson, "not-found.json" → NotFoundJson). Without this,
 * gatsby-transformer-json names singleton files after their folder.
 */
export function contentTypeName({ node }: { node: { name: string } }): string {
  const pascal = node.name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")
  return `${pascal}Json`
}
