/**
 * jsdom has no IntersectionObserver. This stand-in records what is observed, so a test can say when an
 * element enters or leaves the viewport with `setIntersecting`.
 */
type Callback = (entries: Array<Pick<IntersectionObserverEntry, "isIntersecting" | "target">>) => void

const observers = new Set<FakeIntersectionObserver>()

class FakeIntersectionObserver {
  readonly targets = new Set<Element>()
  constructor(private readonly callback: Callback) {
    observers.add(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    observers.delete(this)
  }
  takeRecords() {
    return []
  }
  notify(target: Element, isIntersecting: boolean) {
    if (this.targets.has(target)) this.callback([{ target, isIntersecting }])
  }
}

export function installIntersectionObserver() {
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver })
}

/** Tells every observer watching `target` that it now is (or is not) in the viewport. */
export function setIntersecting(target: Element, isIntersecting: boolean) {
  for (const observer of observers) observer.notify(target, isIntersecting)
}
