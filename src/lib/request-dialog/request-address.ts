import { DEEP_LINK_KIND_PARAM, DEEP_LINK_PRODUCT_PARAM } from "./deep-link"

/*
 * Apart from deep-link.ts, which every line page loads: webpack keeps a used export in every chunk of its module.
 */

/** The address of a page that opens a request dialog about `product`: /industrias/oil-gas?solicitud=relevamiento&producto=oil-gas. */
export function requestAddress(path: string, kind: string, product: string): string {
  return `${path}?${new URLSearchParams({ [DEEP_LINK_KIND_PARAM]: kind, [DEEP_LINK_PRODUCT_PARAM]: product })}`
}
