/**
 * @jest-environment jsdom
 */
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import quoteList from "../../../content/quote-list.json"
import { renderWithProviders } from "../../../test/render"
import { QUOTE_LIST_KEY } from "../../lib/quote-list/list"
import { isQuoteListOpen, setQuoteList } from "../../lib/quote-list/store"
import { AddToQuoteButton } from "./AddToQuoteButton"

const DETECTORS = {
  slug: "detectores-multigas",
  category: "deteccion-de-gases",
  name: "Detectores portátiles de 4 gases",
}
const CYLINDERS = { slug: "cilindros-de-gas-de-calibracion", category: "accesorios-consumibles", name: "Cilindros" }

beforeEach(() => {
  localStorage.clear()
  act(() => setQuoteList([]))
})

describe("AddToQuoteButton", () => {
  it("adds its line, announces it politely with the count, and then opens the list instead", async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <AddToQuoteButton {...DETECTORS} />
        <AddToQuoteButton {...CYLINDERS} />
      </>,
    )
    await user.click(screen.getAllByRole("button", { name: quoteList.addLabel })[1])
    await user.click(screen.getByRole("button", { name: quoteList.addLabel }))
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(
      "Agregaste Detectores portátiles de 4 gases a la cotización (2 equipos en la lista).",
    )
    expect(JSON.parse(localStorage.getItem(QUOTE_LIST_KEY)!).items.map((item: { slug: string }) => item.slug)).toEqual([
      CYLINDERS.slug,
      DETECTORS.slug,
    ])
    const added = screen.getAllByRole("button", { name: quoteList.addedLabel })
    expect(added).toHaveLength(2)
    expect(added[0]).toHaveAttribute("aria-haspopup", "dialog")
    await user.click(added[0])
    expect(isQuoteListOpen()).toBe(true)
  })

  it("follows a change made in another tab (the storage event)", () => {
    renderWithProviders(<AddToQuoteButton {...DETECTORS} />)
    act(() => {
      localStorage.setItem(
        QUOTE_LIST_KEY,
        JSON.stringify({ version: 1, items: [{ ...DETECTORS, quantity: 2, note: "" }] }),
      )
      window.dispatchEvent(new StorageEvent("storage", { key: QUOTE_LIST_KEY }))
    })
    expect(screen.getByRole("button", { name: quoteList.addedLabel })).toBeInTheDocument()
  })
})
