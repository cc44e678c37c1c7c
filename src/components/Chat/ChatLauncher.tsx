import * as React from "react"
import { useLayoutContent } from "../../hooks/use-layout-content"
import { required } from "../../lib/required"
import { Icon } from "../Icon/Icon"

const CHAT_PANEL_ID = "asistente"

/** The panel's code is fetched when the visitor reaches for the launcher, never with the page. */
const loadPanel = () => import("./ChatPanel")
const ChatPanel = React.lazy(loadPanel)

/**
 * The floating chat (SPEC §1, §2): a round button at the bottom-right of every page, with a short visible label
 * on wide screens, and the panel it opens. The page keeps room at its end and scrolls a focused control clear of
 * it (`--chat-launcher-room` in global.css); it steps out of sight while the panel, the mobile menu or a dialog is
 * open. It is all the chat adds to a page's first load: the panel is a chunk of its own. Its look is global.css's
 * `.chat-launcher`: a fixed element whose style never varies, so its rules come as CSS, not as JavaScript in every
 * page's first load (0.4 KB gzip; docs/decisions.md).
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
      <button
        ref={buttonRef}
        className="chat-launcher"
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
      </button>
      {open ? (
        <React.Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} onClose={close} />
        </React.Suspense>
      ) : null}
    </>
  )
}
