/** Fills `{name}` placeholders of a content text: fillTemplate("tiene {count}", { count: 3 }) → "tiene 3". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
