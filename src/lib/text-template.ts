/** Fills `{name}` placeholders of a content text: fillTemplate("tiene {count}", { count: 3 }) → "tiene 3". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** A name as it reads mid-sentence in Spanish: "Detección de gases" → "detección de gases". */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("es-AR") + text.slice(1)
}
