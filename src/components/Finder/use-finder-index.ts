import { useCallback, useEffect, useRef, useState } from "react"
import { isFinderIndex } from "../../lib/finder/search"
import type { FinderEntry } from "../../lib/finder/search"

/** One request per index address for the page's life; a failed one is forgotten, so the next use tries again. */
const requests = new Map<string, Promise<readonly FinderEntry[]>>()

function requestIndex(url: string): Promise<readonly FinderEntry[]> {
  let request = requests.get(url)
  if (!request) {
    request = fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then((data: unknown) => (isFinderIndex(data) ? data.lines : Promise.reject(new Error(`${url}: not an index`))))
    request.catch(() => requests.delete(url))
    requests.set(url, request)
  }
  return request
}

/**
 * The finder's index (gatsby/finder-index.ts), fetched on the first `load()`: when the visitor first uses the
 * finder, or when the page opens with a search in its address. Null until it has arrived.
 */
export function useFinderIndex(url: string | null) {
  const [entries, setEntries] = useState<readonly FinderEntry[] | null>(null)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )
  // Stable for the page's life: effects that call it run on their own inputs only.
  const load = useCallback(() => {
    if (!url) return
    requestIndex(url).then(
      (lines) => {
        if (mounted.current) setEntries((current) => current ?? lines)
      },
      () => undefined,
    )
  }, [url])
  return { entries, load }
}
