/** Root content queries are nullable in GraphQL; a page cannot render without its content file. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing content: ${what}`)
  return value
}
