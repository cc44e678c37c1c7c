import * as React from "react"
import type { DialogKind } from "../../lib/request-dialog/kinds"
import type { RequestProduct } from "../../lib/request-dialog/values"
import { LazyRequestDialog } from "./LazyRequestDialog"

/**
 * A request dialog the page's address asks for when no button on the page opens that kind: it is about
 * the page itself (a category). It opens once the page runs and, closed, stays closed.
 */
export function PageRequestDialog({ kind, product }: { kind: DialogKind; product: RequestProduct }) {
  const [open, setOpen] = React.useState(false)
  React.useEffect(() => setOpen(true), [kind, product.slug])
  return <LazyRequestDialog kind={kind} product={product} open={open} onClose={() => setOpen(false)} />
}
