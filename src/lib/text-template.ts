/** Fills `{name}` placeholders of a content text: fillTemplate("tiene {count}", { count: 3 }) → "tiene 3". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/**
 * A name as it reads mid-sentence in Spanish: "Detección de gases" → "detección de gases". Spanish has no
 * locale-specific case rules (Turkish and Lithuanian do), so the plain lower case is the same, and it does
 * not load the browser's locale data in the middle of hydration.
 */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
