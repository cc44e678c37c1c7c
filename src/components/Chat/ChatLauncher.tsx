import * as React from "react"
import styled from "@emotion/styled"
import { useLayoutContent } from "../../hooks/use-layout-content"
import { useObscuresFocus } from "../../hooks/use-unobscured"
import { required } from "../../lib/required"
import { media } from "../../styles/media"
import { Icon } from "../Icon/Icon"

export const CHAT_PANEL_ID = "asistente"

/** The panel's code is fetched when the visitor reaches for the launcher, never with the page. */
const loadPanel = () => import("./ChatPanel")
const ChatPanel = React.lazy(loadPanel)

/**
 * The floating chat button, on every page. It is all the chat adds to a page's first load; the panel is
 * split out. It steps aside while it would cover the element focused on the page (WCAG 2.2 SC 2.4.11).
 */
export function ChatLauncher() {
  const labels = required(useLayoutContent().chatJson, "content/chat.json")
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const obscures = useObscuresFocus(buttonRef, `#${CHAT_PANEL_ID}`)

  const close = React.useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  return (
    <>
      {open ? (
        <React.Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} onClose={close} />
        </React.Suspense>
      ) : null}
      <Launcher
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label={open ? labels.launcherCloseLabel : labels.launcherOpenLabel}
        data-obscures={obscures && !open ? "true" : "false"}
        onClick={() => (open ? close({ returnFocus: true }) : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon name={open ? "close" : "chat"} size={28} />
      </Launcher>
    </>
  )
}

const Launcher = styled.button(({ theme }) => ({
  position: "fixed",
  right: "1rem",
  bottom: "1rem",
  zIndex: theme.zIndex.chat,
  display: "grid",
  placeItems: "center",
  width: "3.75rem",
  height: "3.75rem",
  padding: 0,
  border: `3px solid ${theme.colors.navy}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
  boxShadow: theme.shadows.raised,
  cursor: "pointer",
  transition: `transform ${theme.transition}, opacity ${theme.transition}`,
  "&:hover": { transform: "scale(1.05)" },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "3px" },
  '&[data-obscures="true"]': { opacity: 0, visibility: "hidden" },
  [media.desktop]: { right: "1.5rem", bottom: "1.5rem" },
}))
