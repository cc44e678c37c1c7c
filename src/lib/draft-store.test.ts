/**
 * @jest-environment jsdom
 */
import { draftStore, parseDraft } from "./draft-store"

describe("draft store", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("keeps a draft per key in sessionStorage and gives it back", () => {
    const quote = draftStore("test:cotizacion:a")
    const rental = draftStore("test:alquiler:a")
    quote.set({ quantity: "3", services: ["calibracion"], certificates: true })
    expect(JSON.parse(window.sessionStorage.getItem("test:cotizacion:a")!)).toEqual({
      quantity: "3",
      services: ["calibracion"],
      certificates: true,
    })
    expect(quote.get()).toEqual({ quantity: "3", services: ["calibracion"], certificates: true })
    expect(rental.get()).toBeNull()
  })

  it("returns the same snapshot until the stored text changes, as useSyncExternalStore needs", () => {
    const store = draftStore("test:snapshot")
    store.set({ name: "Ana" })
    const first = store.get()
    expect(store.get()).toBe(first)
    // Written by other code (the chat merges its lead this way): seen on the next read.
    window.sessionStorage.setItem("test:snapshot", JSON.stringify({ name: "Ana Pérez" }))
    expect(store.get()).not.toBe(first)
    expect(store.get()).toEqual({ name: "Ana Pérez" })
  })

  it("tells its subscribers of every change and stops when they unsubscribe", () => {
    const store = draftStore("test:listeners")
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    store.set({ name: "Ana" })
    store.set(null)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.get()).toBeNull()
    expect(window.sessionStorage.getItem("test:listeners")).toBeNull()
    unsubscribe()
    store.set({ name: "Beto" })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it("shares one store per key", () => {
    expect(draftStore("test:shared")).toBe(draftStore("test:shared"))
  })

  it("keeps only strings, booleans and lists of strings from whatever the storage holds", () => {
    expect(parseDraft('{"name":"Ana","count":3,"services":["a",1],"ok":false,"list":["x"],"nested":{}}')).toEqual({
      name: "Ana",
      ok: false,
      list: ["x"],
    })
    expect(parseDraft("not json")).toBeNull()
    expect(parseDraft("[1,2]")).toBeNull()
    expect(parseDraft('{"count":3}')).toBeNull()
    expect(parseDraft(null)).toBeNull()
  })

  it("keeps working from memory when the storage refuses to write", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError")
      },
      removeItem: () => undefined,
    } as unknown as Storage
    const store = draftStore("test:full", () => full)
    const listener = jest.fn()
    store.subscribe(listener)
    expect(() => store.set({ name: "Ana" })).not.toThrow()
    expect(listener).toHaveBeenCalled()
  })
})
