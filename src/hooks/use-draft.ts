import { useCallback, useSyncExternalStore } from "react"
import { draftStore } from "../lib/draft-store"
import type { Draft } from "../lib/draft-store"

const noDraftOnTheServer = () => null

/**
 * The draft kept under `key` and a setter that writes it through the store, so every component reading
 * the same key sees the change. Pre-rendered HTML has no draft.
 */
export function useDraft(key: string): [Draft | null, (next: Draft | null) => void] {
  const store = draftStore(key)
  const draft = useSyncExternalStore(store.subscribe, store.get, noDraftOnTheServer)
  const setDraft = useCallback((next: Draft | null) => store.set(next), [store])
  return [draft, setDraft]
}
