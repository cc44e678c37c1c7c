import * as React from "react"
import styled from "@emotion/styled"
import { TOASTS_TOP_PROPERTY, ToastContext } from "../../hooks/use-toast"
import type { ShowToast } from "../../hooks/use-toast"
import type { QueuedToast, ToastHostProps } from "./Toast.Host"

/** notistack and the toast styles are fetched on the first toast, not with every page. */
const loadToastHost = () => import("./Toast.Host")

/**
 * Provides `useToast()` and renders the labelled live region that toasts appear in. The region is in
 * every page's HTML from the start, so screen readers announce a toast as soon as it is added.
 */
export function ToastProvider({ regionLabel, children }: { regionLabel: string; children: React.ReactNode }) {
  const [liveRegion, setLiveRegion] = React.useState<HTMLDivElement | null>(null)
  const [queue, setQueue] = React.useState<QueuedToast[]>([])
  const [Host, setHost] = React.useState<React.ComponentType<ToastHostProps> | null>(null)
  const nextId = React.useRef(0)

  const showToast = React.useCallback<ShowToast>((message) => {
    nextId.current += 1
    const queued = { ...message, id: nextId.current }
    setQueue((current) => [...current, queued])
    void loadToastHost().then((module) => setHost(() => module.ToastHost))
  }, [])

  const markShown = React.useCallback((ids: number[]) => {
    setQueue((current) => current.filter((toast) => !ids.includes(toast.id)))
  }, [])

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <Region aria-label={regionLabel}>
        <div ref={setLiveRegion} aria-live="polite" aria-relevant="additions text" data-testid="toast-live-region" />
      </Region>
      {Host && liveRegion ? <Host root={liveRegion} queue={queue} onShown={markShown} /> : null}
    </ToastContext.Provider>
  )
}

const Region = styled.section(({ theme }) => ({
  // Toasts sit below the sticky header (or below the open chat panel's title bar), above the chat launcher.
  "& .notistack-SnackbarContainer": {
    top: `var(${TOASTS_TOP_PROPERTY}, calc(${theme.headerHeight} + 0.75rem))`,
    zIndex: theme.zIndex.toast,
  },
}))
