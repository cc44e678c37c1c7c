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
 * The floating chat (SPEC §1, §2): a round button at the bottom-right of every page, with a short visible label
 * on wide screens, and the panel it opens. The page keeps room at its end and scrolls a focused control clear of
 * it (`--chat-launcher-room` in global.css); it steps out of sight while the panel, the mobile menu or a dialog is
 * open. It is all the chat adds to a page's first load: the panel is a chunk of its own. Its focus ring and the
 * end of its motion under `prefers-reduced-motion` are global.css's.
 */
export function ChatLauncher() {
  const labels = required(useLayoutContent().chatJson, "content/chat.json")
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  const close = React.useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false)
    // Hidden while the panel was open: focus comes back once the launcher shows again, after this render.
    if (returnFocus) setTimeout(() => buttonRef.current?.focus())
  }, [])

  return (
    <>
      <Launcher
        ref={buttonRef}
        type="button"
        hidden={open}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        aria-label={`${labels.launcherLabel} ${labels.launcherOpenLabel}`}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <span data-label="">{labels.launcherLabel}</span>
        <span data-round="">
          <Icon name="chat" size={26} />
        </span>
      </Launcher>
      {open ? (
        <React.Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} onClose={close} />
        </React.Suspense>
      ) : null}
    </>
  )
}

/**
 * Fixed at the bottom-right, above the page. Out of sight while the mobile menu (its scrim) or a modal dialog is
 * open, which cover the page it floats over. "¿Te ayudamos?" shows from 1024 px, where the page's margin leaves
 * room beside the round button.
 */
const Launcher = styled.button(({ theme }) => ({
  position: "fixed",
  right: theme.chatLauncher.inset,
  bottom: theme.chatLauncher.inset,
  zIndex: theme.zIndex.chat,
  display: "flex",
  alignItems: "center",
  gap: "0.625rem",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.pill,
  background: "transparent",
  color: theme.colors.navy,
  cursor: "pointer",
  "&[hidden], html:has([data-menu-scrim]) &, html:has(dialog[open]) &": { display: "none" },
  "& [data-label]": {
    display: "none",
    padding: "0.625rem 1rem",
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.background,
    fontSize: "0.9375rem",
    fontWeight: 700,
    lineHeight: 1.2,
    whiteSpace: "nowrap",
    boxShadow: theme.shadows.raised,
  },
  "& [data-round]": {
    display: "grid",
    placeItems: "center",
    width: theme.chatLauncher.size,
    height: theme.chatLauncher.size,
    border: `2px solid ${theme.colors.navy}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.accent,
    boxShadow: theme.shadows.raised,
    transition: `transform ${theme.transition}`,
  },
  "&:hover [data-round]": { transform: "scale(1.05)" },
  [media.desktop]: {
    right: theme.chatLauncher.insetDesktop,
    bottom: theme.chatLauncher.insetDesktop,
    "& [data-label]": { display: "block" },
  },
}))
