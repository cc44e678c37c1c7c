/**
 * Deep links to a request dialog: `?solicitud=<kind>&producto=<slug>` on a category page (its equipment lines) or
 * a line's page opens that dialog, so the chat, an e-mail or an ad can link straight to a request. Unknown values
 * are ignored.
 */
export const DEEP_LINK_KIND_PARAM = "solicitud"
export const DEEP_LINK_PRODUCT_PARAM = "producto"

/** Something on the page with request buttons: an equipment line on its category's page. */
interface RequestableItem {
  readonly slug: string
  readonly name: string
  readonly actions: ReadonlyArray<{ readonly kind: string; readonly request?: string | null }>
}

export interface DeepLinkedRequest {
  kind: string
  /** The item whose button opens the dialog; null when none asks for this kind (see `product`). */
  itemSlug: string | null
  /** What the dialog is about: the item's, or else the page's own name (a category, a line's page). */
  product: { slug: string; name: string }
}

/**
 * The dialog a page's address asks for. `producto` picks the item (an equipment line) by slug, or the page
 * itself when it names the page (a category's own "Solicitar cotización"); without it (or with one the page
 * lacks) the first item whose button opens that kind; and when no button does, the page itself is the product.
 * A kind outside `kinds` opens nothing.
 */
export function deepLinkedRequest(
  search: string,
  items: readonly RequestableItem[],
  page: { slug: string; name: string },
  kinds: readonly string[],
): DeepLinkedRequest | null {
  const params = new URLSearchParams(search)
  const kind = params.get(DEEP_LINK_KIND_PARAM)
  if (!kind || !kinds.includes(kind)) return null
  const opens = (item: RequestableItem) =>
    item.actions.some((action) => action.kind === "request" && action.request === kind)
  const wanted = params.get(DEEP_LINK_PRODUCT_PARAM)
  if (wanted === page.slug) return { kind, itemSlug: null, product: page }
  const item = items.find((candidate) => candidate.slug === wanted && opens(candidate)) ?? items.find(opens) ?? null
  if (item) return { kind, itemSlug: item.slug, product: { slug: item.slug, name: item.name } }
  return { kind, itemSlug: null, product: page }
}
