import * as React from "react"
import styled from "@emotion/styled"
import { useLayoutContent } from "../../hooks/use-layout-content"
import { required } from "../../lib/required"
import { media } from "../../styles/media"
import { Icon } from "../Icon/Icon"

const CHAT_PANEL_ID = "asistente"

/** The panel's code is fetched when the visitor reaches for the launcher, never with the page. */
const loadPanel = () => import("./ChatPanel")
const ChatPanel = React.lazy(loadPanel)

/**
 * The chat button, on every page, in the header's actions. It never covers the page: below 1024 px it is a
 * button of the header bar; from 1024 px it is a tab docked to the window's right edge, narrower than the
 * page's side margin (2rem), where no text or control of the page ever is. It is all the chat adds to a
 * page's first load; the panel is split out (a fixed panel, above the page with the header it belongs to).
 */
export function ChatLauncher({ onOpen }: { onOpen?: () => void }) {
  const labels = required(useLayoutContent().chatJson, "content/chat.json")
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  const close = React.useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  return (
    <>
      <Launcher
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label={open ? labels.launcherCloseLabel : labels.launcherOpenLabel}
        onClick={() => {
          if (open) close({ returnFocus: true })
          else {
            onOpen?.()
            setOpen(true)
          }
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon name={open ? "close" : "chat"} size={20} />
      </Launcher>
      {open ? (
        <React.Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} onClose={close} />
        </React.Suspense>
      ) : null}
    </>
  )
}

/** Width of the docked tab from 1024 px: less than the page's side margin, so nothing of the page is under it. */
const DOCKED_WIDTH = "1.75rem"

const Launcher = styled.button(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: `2px solid ${theme.colors.accent}`,
  borderRadius: theme.radii.pill,
  background: "transparent",
  color: theme.colors.accent,
  cursor: "pointer",
  "&:hover, &[aria-expanded='true']": { background: theme.colors.accent, color: theme.colors.navy },
  [media.desktop]: {
    position: "fixed",
    right: 0,
    bottom: "1.5rem",
    zIndex: theme.zIndex.chat,
    width: DOCKED_WIDTH,
    height: "3.5rem",
    borderColor: theme.colors.navy,
    borderRight: 0,
    borderRadius: `${theme.radii.small} 0 0 ${theme.radii.small}`,
    background: theme.colors.accent,
    color: theme.colors.navy,
    // Doubled class: wins over the header's accent focus ring, invisible on the accent fill.
    "&&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  },
}))
