/**
 * Deep links to a request dialog: `?solicitud=<kind>&producto=<slug>` on a page with offerings opens
 * that dialog, so the chat, an e-mail or an ad can link straight to a request. Unknown values are ignored.
 */
const DEEP_LINK_KIND_PARAM = "solicitud"
const DEEP_LINK_PRODUCT_PARAM = "producto"

interface OfferingWithActions {
  readonly slug: string
  readonly title: string
  readonly actions: ReadonlyArray<{ readonly kind: string; readonly request?: string | null }>
}

export interface DeepLinkedRequest {
  kind: string
  /** The offering whose button opens the dialog; null when none asks for this kind (see `product`). */
  offeringSlug: string | null
  /** What the dialog is about: the offering's, or else the page's own name (a category). */
  product: { slug: string; name: string }
}

/**
 * The dialog a page's address asks for. `producto` picks the offering (or equipment line) by slug, or the
 * page itself when it names the page (a category's own "Solicitar cotización"); without it (or with one the
 * page lacks) the first offering whose button opens that kind; and when no button does, the page itself is
 * the product. A kind outside `kinds` opens nothing.
 */
export function deepLinkedRequest(
  search: string,
  offerings: readonly OfferingWithActions[],
  page: { slug: string; name: string },
  kinds: readonly string[],
): DeepLinkedRequest | null {
  const params = new URLSearchParams(search)
  const kind = params.get(DEEP_LINK_KIND_PARAM)
  if (!kind || !kinds.includes(kind)) return null
  const opens = (offering: OfferingWithActions) =>
    offering.actions.some((action) => action.kind === "request" && action.request === kind)
  const wanted = params.get(DEEP_LINK_PRODUCT_PARAM)
  if (wanted === page.slug) return { kind, offeringSlug: null, product: page }
  const offering =
    offerings.find((candidate) => candidate.slug === wanted && opens(candidate)) ?? offerings.find(opens) ?? null
  if (offering) return { kind, offeringSlug: offering.slug, product: { slug: offering.slug, name: offering.title } }
  return { kind, offeringSlug: null, product: page }
}
