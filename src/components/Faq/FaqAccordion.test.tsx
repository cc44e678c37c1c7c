/**
 * @jest-environment jsdom
 */
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderWithProviders } from "../../../test/render"
import { FaqAccordion } from "./FaqAccordion"

const items = [
  { question: "¿Cada cuánto se calibra?", answer: "Cada 6 meses, con prueba de respuesta antes de cada uso." },
  { question: "¿Alquilan por día?", answer: "Sí: por día, semana o mes." },
]

describe("FaqAccordion", () => {
  it("renders every answer in the markup, collapsed, tied to its question", () => {
    renderWithProviders(<FaqAccordion items={items} idPrefix="faq" />)
    const button = screen.getByRole("button", { name: items[0].question })
    expect(button).toHaveAttribute("aria-expanded", "false")
    const answer = document.getElementById(button.getAttribute("aria-controls")!)!
    expect(answer).toHaveTextContent(items[0].answer)
    expect(answer).not.toBeVisible()
    expect(answer).toHaveAttribute("aria-labelledby", button.id)
    expect(button.closest("h3")).not.toBeNull()
  })

  it("opens and closes each answer independently, by click and by keyboard", async () => {
    const user = userEvent.setup()
    renderWithProviders(<FaqAccordion items={items} idPrefix="faq" />)
    const [first, second] = screen.getAllByRole("button")
    await user.click(first)
    expect(first).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: items[0].question })).toBeVisible()

    second.focus()
    await user.keyboard("{Enter}")
    expect(second).toHaveAttribute("aria-expanded", "true")
    expect(first).toHaveAttribute("aria-expanded", "true")

    await user.keyboard(" ")
    expect(second).toHaveAttribute("aria-expanded", "false")
    await user.click(first)
    expect(screen.queryByRole("region", { name: items[0].question })).not.toBeInTheDocument()
  })
})
