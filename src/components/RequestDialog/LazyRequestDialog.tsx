import * as React from "react"
import type { RequestDialogProps } from "./RequestDialog"
import { loadRequestDialog } from "./load-request-dialog"

type Dialog = React.ComponentType<RequestDialogProps>

/**
 * The request dialog once its chunk has arrived. `open` asks for it; until the module is there nothing
 * renders. The module is fetched the first time it is asked for, and kept.
 */
export function LazyRequestDialog(props: RequestDialogProps) {
  const [Loaded, setLoaded] = React.useState<Dialog | null>(null)
  const { open } = props
  React.useEffect(() => {
    if (!open || Loaded) return
    let current = true
    void loadRequestDialog().then((component) => {
      if (current) setLoaded(() => component)
    })
    return () => {
      current = false
    }
  }, [open, Loaded])
  return Loaded ? <Loaded {...props} /> : null
}
