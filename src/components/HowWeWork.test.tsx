/**
 * @jest-environment jsdom
 */
import { screen, within } from "@testing-library/react"
import howWeWork from "../../content/how-we-work.json"
import provinces from "../../content/provinces.json"
import { renderWithProviders } from "../../test/render"
import { HowWeWork } from "./HowWeWork"

describe("HowWeWork", () => {
  it("shows the four points and the standards the equipment follows, under one heading", () => {
    renderWithProviders(<HowWeWork content={howWeWork} id="prueba-como-trabajamos" />)
    const block = screen.getByRole("region", { name: "Cómo trabajamos" })
    expect(
      within(block)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([...howWeWork.points.map((point) => point.title), howWeWork.standardsTitle])
    const standards = within(block).getByRole("region", { name: howWeWork.standardsTitle })
    expect(
      within(standards)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(howWeWork.standards)
  })

  it("words the standards as what the equipment follows, and counts the jurisdictions the forms offer", () => {
    for (const standard of ["ATEX", "IECEx", "EN 14387", "EN 361", "IRAM"]) {
      expect(howWeWork.standards.join(" ")).toContain(standard)
    }
    expect(howWeWork.standards.filter((line) => /EN \d/.test(line)).every((line) => /según EN \d/.test(line))).toBe(
      true,
    )
    expect(howWeWork.points.map((point) => point.title).join(" ")).toContain(`${provinces.length} jurisdicciones`)
  })
})
