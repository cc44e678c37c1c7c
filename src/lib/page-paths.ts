/**
 * The routes of the pages made from content (gatsby/create-pages.ts): one answer for the pages, the links
 * to them, the chat's options and the catalog's addresses.
 */

/** A category of content/categories.json: /productos/<slug>. */
export const categoryPath = (slug: string) => `/productos/${slug}`

/** An industry of content/industries: /industrias/<slug>. */
export const industryPath = (slug: string) => `/industrias/${slug}`

/** A legal document of content/legal.json: /<slug>. */
export const legalPath = (slug: string) => `/${slug}`

/** An equipment line of content/equipment-lines.json: /productos/<category>/<slug>. */
export const linePath = (categorySlug: string, lineSlug: string) => `${categoryPath(categorySlug)}/${lineSlug}`

/** The slug of a line's "Ficha técnica" PDF: its DocumentFile node (gatsby/documents/) and public/descargas/<slug>.pdf. */
export const lineSheetSlug = (lineSlug: string) => `ficha-${lineSlug}`

/** A line's Open Graph image, a PNG rendered from its drawing at build time. */
export const lineImagePath = (lineSlug: string) => `/imagenes/equipos/${lineSlug}.png`
