/**
 * What a visitor typed into a form, kept in sessionStorage under one key per form, so a closed dialog, a
 * reload or a failed send gives it back. One store per key, shaped for React's `useSyncExternalStore`:
 * `get` returns the same object until the stored text changes, `subscribe` hears every `set` of the key.
 * Only strings, booleans and lists of strings are kept: the storage may hold anything.
 */
export type DraftValue = string | boolean | readonly string[]
export type Draft = Readonly<Record<string, DraftValue>>

export interface DraftStore {
  readonly key: string
  get(): Draft | null
  set(next: Draft | null): void
  subscribe(listener: () => void): () => void
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage
  } catch {
    return null // storage disabled by the browser's privacy settings
  }
}

function isDraftValue(value: unknown): value is DraftValue {
  if (typeof value === "string" || typeof value === "boolean") return true
  return Array.isArray(value) && value.every((item) => typeof item === "string")
}

/** The well-formed fields of a stored text, or null when there are none. */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null
  const draft = Object.fromEntries(Object.entries(parsed).filter(([, value]) => isDraftValue(value)))
  return Object.keys(draft).length > 0 ? draft : null
}

const stores = new Map<string, DraftStore>()

/** The store of one key; every caller of the same key shares it (and its listeners). */
export function draftStore(key: string, storage: () => Storage | null = sessionStorageOrNull): DraftStore {
  const existing = stores.get(key)
  if (existing) return existing
  const listeners = new Set<() => void>()
  // Other code may write the key directly (the chat merges its lead into the contact draft): the snapshot
  // is re-read from the stored text, and only re-parsed when that text changed.
  let cachedRaw: string | null = null
  let cached: Draft | null = null
  const read = (): string | null => {
    try {
      return storage()?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const store: DraftStore = {
    key,
    get() {
      const raw = read()
      if (raw !== cachedRaw) {
        cachedRaw = raw
        cached = parseDraft(raw)
      }
      return cached
    },
    set(next) {
      try {
        if (next === null) storage()?.removeItem(key)
        else storage()?.setItem(key, JSON.stringify(next))
      } catch {
        // Over quota: the form keeps working from memory, only the copy in storage is missing.
      }
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  stores.set(key, store)
  return store
}
