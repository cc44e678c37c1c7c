/**
 * The content a preview is drawn with, shaped as the site's static queries return it: the content of the
 * build (the snapshot gatsby/cms/preview-content.ts bundles) with the entry being edited laid over it.
 */
type Data = Record<string, unknown>

let current: Data = {}

export function setPreviewData(data: Data): void {
  current = data
}

export function previewData(): Data {
  return current
}
