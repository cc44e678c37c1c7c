/**
 * @jest-environment jsdom
 */
import { fillClock, isFillingEvent } from "./fill-time"

describe("fillClock", () => {
  it("counts from the first interaction, not from when the form appeared", () => {
    const clock = fillClock()
    clock.shown(1_000)
    expect(clock.interact(61_000)).toBe(true)
    expect(clock.interact(62_000)).toBe(false)
    expect(clock.started()).toBe(61_000)
    expect(clock.elapsed(63_500)).toBe(2_500)
  })

  it("without any interaction (autofill, then send) counts from when the form appeared", () => {
    const clock = fillClock()
    clock.shown(1_000)
    expect(clock.started()).toBeNull()
    expect(clock.elapsed(2_200)).toBe(1_200)
  })

  it("counts a restored draft from its first typing, in the visit that wrote it", () => {
    const clock = fillClock()
    clock.shown(500_000, "380000")
    expect(clock.interact(501_000)).toBe(false)
    expect(clock.elapsed(501_500)).toBe(121_500)
  })

  it("ignores a stored start that is no time, or in the future", () => {
    for (const stored of ["mañana", "900000", "", "-5", 12, "1e9", null]) {
      const clock = fillClock()
      clock.shown(500_000, stored)
      expect(clock.started()).toBeNull()
      expect(clock.elapsed(501_000)).toBe(1_000)
    }
  })

  it("starts again when shown again (the form emptied after a lead was sent)", () => {
    const clock = fillClock()
    clock.shown(0)
    clock.interact(1_000)
    clock.shown(600_000)
    expect(clock.started()).toBeNull()
    clock.interact(700_000)
    expect(clock.elapsed(704_000)).toBe(4_000)
  })
})

describe("isFillingEvent", () => {
  it("takes typing, choosing and pressing inside the form, but not sending it", () => {
    document.body.innerHTML = `<form><input id="name"><textarea id="message"></textarea>
      <button type="submit"><span id="label">Enviar</span></button></form>`
    const byId = (id: string) => document.getElementById(id)
    expect(isFillingEvent({ type: "keydown", key: "a", target: byId("name") })).toBe(true)
    expect(isFillingEvent({ type: "input", target: byId("name") })).toBe(true)
    expect(isFillingEvent({ type: "pointerdown", target: byId("name") })).toBe(true)
    expect(isFillingEvent({ type: "keydown", key: "Enter", target: byId("message") })).toBe(true)
    expect(isFillingEvent({ type: "keydown", key: "Enter", target: byId("name") })).toBe(false)
    expect(isFillingEvent({ type: "pointerdown", target: byId("label") })).toBe(false)
  })
})
