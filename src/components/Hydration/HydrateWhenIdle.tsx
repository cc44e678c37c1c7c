import { Suspense, cloneElement, createContext, useContext, useState } from "react"
import type { ReactElement, ReactNode } from "react"
import { HELD_PART_ATTRIBUTE, holdHydration } from "../../lib/held-hydration"
import type { HydrationHold } from "../../lib/held-hydration"

/**
 * The one hydration boundary: on a page's first load its child keeps the pre-rendered DOM and is hydrated
 * later, when it is near the viewport and the main thread is idle, or as soon as the visitor acts
 * (lib/held-hydration.ts). Anywhere else (server, client-side navigation, tests) it renders its child at once.
 *
 * The child must be one element: Preact keeps exactly one DOM node for a section it holds. The server writes
 * `data-held-part` on it (the element, or a component that passes the attribute to its root), so the browser
 * can watch where the part is: a part further down than the next swipe waits until the visitor scrolls near it.
 * `shownWhen`, for a part hidden outside a media query (the desktop menu): while it does not match, the part
 * is not hydrated. `loadCode`, for a part whose component is lazy: its chunk's import, requested as the part is
 * held and awaited before the part is released when idle.
 */
export function HydrateWhenIdle({
  children,
  shownWhen,
  loadCode,
}: {
  children: ReactElement
  shownWhen?: string
  loadCode?: () => Promise<unknown>
}) {
  const parent = useContext(PartNumbering)
  const [part] = useState(() => {
    const id = parent.next()
    return { id, hold: holdHydration(id, shownWhen, loadCode), numbering: numbering(id) }
  })
  const marked = typeof window === "undefined" || part.hold !== null
  return (
    <PartNumbering.Provider value={part.numbering}>
      <Suspense fallback={null}>
        <Held hold={part.hold}>{marked ? cloneElement(children, { [HELD_PART_ATTRIBUTE]: part.id }) : children}</Held>
      </Suspense>
    </PartNumbering.Provider>
  )
}

function Held({ hold, children }: { hold: HydrationHold | null; children: ReactElement }) {
  if (hold && !hold.released) throw hold.promise
  return children
}

/**
 * Names a page's held parts by their place: the n-th boundary rendered directly inside part `p` is `p.n`.
 * The server and the hydrating browser count alike, though the browser renders a held part's inside only
 * when it is released (React's `useId` counts in render order, which holding changes).
 */
interface Numbering {
  /** The id of the next boundary rendered directly inside this part. */
  next: () => string
}

function numbering(id: string): Numbering {
  let count = 0
  return { next: () => `${id}.${count++}` }
}

const PartNumbering = createContext<Numbering>(numbering("p"))

/** Around a page's whole tree (the layout): its held parts are numbered from here, one count per layout mounted. */
export function HeldPartNumbering({ children }: { children: ReactNode }) {
  const [root] = useState(() => numbering("p"))
  return <PartNumbering.Provider value={root}>{children}</PartNumbering.Provider>
}
