import { Suspense, useState } from "react"
import type { ReactElement } from "react"
import { holdHydration } from "../../lib/held-hydration"
import type { HydrationHold } from "../../lib/held-hydration"

/**
 * The one hydration boundary: on a page's first load its child keeps the pre-rendered DOM and is hydrated
 * later, when the main thread is idle or as soon as the visitor acts (lib/held-hydration.ts). Anywhere else
 * (server, client-side navigation, tests) it renders its child at once.
 *
 * The child must be one element: Preact keeps exactly one DOM node for a section it holds. `shownWhen`, for a
 * part hidden outside a media query (the desktop menu): while it does not match, the part is not hydrated.
 */
export function HydrateWhenIdle({ children, shownWhen }: { children: ReactElement; shownWhen?: string }) {
  const [hold] = useState(() => holdHydration(shownWhen))
  return (
    <Suspense fallback={null}>
      <Held hold={hold}>{children}</Held>
    </Suspense>
  )
}

function Held({ hold, children }: { hold: HydrationHold | null; children: ReactElement }) {
  if (hold && !hold.released) throw hold.promise
  return children
}
