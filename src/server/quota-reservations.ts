/**
 * The quota held by requests admitted and not yet stored or refused, per address code, in this process. An
 * admitted request counts against its address's quota from the moment it is admitted (one lead, and the
 * bytes it declared), so that 32 uploads sent at once by one address cannot all pass a quota of 30 before
 * any of them is stored: the 31st is refused before a byte of its body is read. The store's own check, in
 * the insert's transaction, stays the last word (and the only one across processes).
 */
export interface Held {
  leads: number
  bytes: number
}

const held = new Map<string, Held>()

/** What the requests of `key` in flight hold. */
export function heldBy(key: string): Held {
  return held.get(key) ?? { leads: 0, bytes: 0 }
}

/** Holds one lead and `bytes` for `key`; the function returned gives them back (once, however often called). */
export function hold(key: string, bytes: number): () => void {
  const current = heldBy(key)
  held.set(key, { leads: current.leads + 1, bytes: current.bytes + bytes })
  let released = false
  return () => {
    if (released) return
    released = true
    const now = heldBy(key)
    if (now.leads <= 1) held.delete(key)
    else held.set(key, { leads: now.leads - 1, bytes: now.bytes - bytes })
  }
}
