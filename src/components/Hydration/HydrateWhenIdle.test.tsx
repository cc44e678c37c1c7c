/**
 * @jest-environment jsdom
 */
import { act, render, screen } from "@testing-library/react"
import { acceptHolds } from "../../lib/held-hydration"
import { HydrateWhenIdle } from "./HydrateWhenIdle"

// The hold queue is module state, as it is once per page: the first test runs before any hold is accepted.
describe("HydrateWhenIdle", () => {
  it("renders its child at once when nothing holds it (server, tests, client-side navigation)", () => {
    render(
      <HydrateWhenIdle>
        <section aria-label="Capítulo">Texto</section>
      </HydrateWhenIdle>,
    )
    expect(screen.getByRole("region", { name: "Capítulo" })).toHaveTextContent("Texto")
  })

  it("shows a held child once it is released", async () => {
    jest.useFakeTimers()
    acceptHolds()
    render(
      <HydrateWhenIdle>
        <section aria-label="Capítulo">Texto</section>
      </HydrateWhenIdle>,
    )
    // React (the tests' renderer) shows nothing while held; Preact, hydrating, keeps the server's DOM.
    expect(screen.queryByRole("region", { name: "Capítulo" })).toBeNull()
    await act(async () => {
      jest.advanceTimersByTime(10)
    })
    expect(screen.getByRole("region", { name: "Capítulo" })).toHaveTextContent("Texto")
    jest.useRealTimers()
  })
})
