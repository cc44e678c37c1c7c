/**
 * @jest-environment jsdom
 */
import { categories, equipmentLines as lines, hazards, industries } from "../../../test/content-lists"
import { act, configure, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import cta from "../../../content/cta.json"
import equipment from "../../../content/equipment.json"
import products from "../../../content/products.json"
import { finderEntries } from "../../../test/finder-content"
import { renderWithProviders } from "../../../test/render"
import { EMPTY_FINDER_QUERY, FILTERS_OPEN_ATTRIBUTE } from "../../lib/finder/query"
import { matchingLines } from "../../lib/finder/search"
import { lineIllustration } from "../../lib/illustrations"
import { linePath } from "../../lib/page-paths"
import { Finder } from "./Finder"

const INDEX_URL = "/static/finder-index-0123456789abcdef0123.json"

const fetchIndex = jest.fn(async (url: string) => ({
  ok: url === INDEX_URL,
  status: url === INDEX_URL ? 200 : 404,
  json: async () => ({ version: 1, lines: finderEntries }),
}))

// Twenty cards re-rendered per step: on a busy shared machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => {
  fetchIndex.mockClear()
  jest.mocked(navigate).mockClear()
  global.fetch = fetchIndex as unknown as typeof fetch
})

function renderFinder(search = "", indexUrl = INDEX_URL) {
  const props = {
    path: "/productos",
    indexUrl,
    copy: products.finder,
    lines: lines.map((line) => ({
      ...line,
      categoryName: categories.find((category) => category.slug === line.category)!.name,
      path: linePath(line.category, line.slug),
      drawing: lineIllustration(line),
    })),
    categories: categories.map((category) => ({ value: category.slug, label: category.name })),
    modes: equipment.modes,
    hazards: hazards.map((hazard) => ({ value: hazard.slug, label: hazard.name })),
    industries: industries.map((industry) => ({ value: industry.slug, label: industry.name })),
    modesLabel: equipment.modesLabel,
  }
  const view = renderWithProviders(<Finder {...props} search={search} />)
  const navigateTo = (next: string) => view.rerender(<Finder {...props} search={next} />)
  // The router: each navigation lands a moment later, as Gatsby's do.
  jest.mocked(navigate).mockImplementation(async (to) => {
    await Promise.resolve()
    act(() => navigateTo(String(to).slice("/productos".length).split("#")[0]))
  })
  return { ...view, navigateTo }
}

/** The results' list (the active filters are a list of their own, labelled). */
const results = () => within(screen.getAllByRole("list").find((list) => !list.hasAttribute("aria-label"))!)
const resultNames = () =>
  results()
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)
/** A name as the page reads (FormulaText sets H₂S as H<sub>2</sub>S). */
const plain = (name: string) => name.replace(/[₀-₉]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
const count = () => screen.getByRole("status")
const namesOf = (slugs: string[]) => lines.filter((line) => slugs.includes(line.slug)).map((line) => plain(line.name))

describe("the finder", () => {
  it("lists every line with its category, summary, modes and a link to its page, without loading the index", () => {
    renderFinder()
    expect(count()).toHaveTextContent(`${lines.length} equipos`)
    expect(resultNames()).toEqual(lines.map((line) => plain(line.name)))
    const first = results().getAllByRole("listitem")[0]
    expect(within(first).getByRole("link", { name: /Detectores personales monogás/ })).toHaveAttribute(
      "href",
      "/productos/deteccion-de-gases/detectores-monogas",
    )
    expect(first).toHaveTextContent("Detección de gases")
    expect(first).toHaveTextContent("Disponible para: Venta · Servicio técnico")
    expect(fetchIndex).not.toHaveBeenCalled()
  })

  it("is a plain GET form to the page, so it works as a link without JavaScript", () => {
    renderFinder()
    // Folded (jsdom applies the phone styles), the filters are still in the HTML a browser without JavaScript shows.
    const inHtml = { hidden: true }
    const form = screen.getByRole("search", { name: products.finder.title })
    expect(form).toHaveAttribute("method", "get")
    expect(form).toHaveAttribute("action", "/productos#buscar-equipos")
    expect(screen.getByRole("searchbox", { name: products.finder.searchLabel })).toHaveAttribute("name", "q")
    expect(screen.getByRole("combobox", { name: products.finder.categoryLabel, ...inHtml })).toHaveAttribute(
      "name",
      "categoria",
    )
    expect(screen.getByRole("combobox", { name: products.finder.hazardLabel, ...inHtml })).toHaveAttribute(
      "name",
      "riesgo",
    )
    expect(screen.getByRole("combobox", { name: products.finder.industryLabel, ...inHtml })).toHaveAttribute(
      "name",
      "industria",
    )
    expect(screen.getByRole("group", { name: products.finder.modeLabel, ...inHtml })).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: "Alquiler", ...inHtml })).toHaveAttribute("name", "modo")
  })

  it("narrows the list as one types, ignoring accents and case, and replaces the address", async () => {
    const user = userEvent.setup()
    renderFinder()
    await user.type(screen.getByRole("searchbox", { name: products.finder.searchLabel }), "deteccion h2s")
    await waitFor(() => expect(count()).not.toHaveTextContent(`${lines.length} equipos`))
    const found = namesOf(matchingLines(finderEntries, { ...EMPTY_FINDER_QUERY, q: "detección H₂S" }))
    expect(found).toContain("Detectores personales monogás")
    expect(found.length).toBeLessThan(lines.length)
    expect(resultNames()).toEqual(found)
    expect(count()).toHaveTextContent(`${found.length} equipos`)
    expect(fetchIndex).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenLastCalledWith(
      "/productos?q=deteccion+h2s#equipos-encontrados",
      expect.objectContaining({ replace: true }),
    )
  })

  it("adds a history entry for each filter chosen, and combines the filters", async () => {
    const user = userEvent.setup()
    renderFinder()
    await user.click(screen.getByRole("button", { name: products.finder.filtersToggle }))
    await user.click(screen.getByRole("radio", { name: "Alquiler" }))
    expect(navigate).toHaveBeenLastCalledWith(
      "/productos?modo=alquiler#equipos-encontrados",
      expect.objectContaining({ replace: false }),
    )
    await waitFor(() =>
      expect(resultNames()).toEqual(namesOf(lines.filter((l) => l.modes.includes("alquiler")).map((l) => l.slug))),
    )
    await user.selectOptions(
      screen.getByRole("combobox", { name: products.finder.categoryLabel }),
      "deteccion-de-gases",
    )
    expect(navigate).toHaveBeenLastCalledWith(
      "/productos?categoria=deteccion-de-gases&modo=alquiler#equipos-encontrados",
      expect.objectContaining({ replace: false }),
    )
    expect(resultNames()).toEqual(namesOf(["detectores-multigas"]))
    expect(count()).toHaveTextContent(/^1 equipo$/)
  })

  it("applies the state of an address it opens with, and restores an earlier one (the back button)", async () => {
    const { navigateTo } = renderFinder("?riesgo=alcohol&industria=")
    await waitFor(() =>
      expect(resultNames()).toEqual(namesOf(lines.filter((l) => l.hazards.includes("alcohol")).map((l) => l.slug))),
    )
    expect(screen.getByRole("combobox", { name: products.finder.hazardLabel })).toHaveValue("alcohol")
    navigateTo("?q=eslinga")
    await waitFor(() => expect(screen.getByRole("searchbox")).toHaveValue("eslinga"))
    expect(screen.getByRole("combobox", { name: products.finder.hazardLabel })).toHaveValue("")
    expect(resultNames()).toEqual(namesOf(["arneses-y-eslingas"]))
    expect(count()).toHaveTextContent(/^1 equipo$/)
    navigateTo("")
    await waitFor(() => expect(count()).toHaveTextContent(`${lines.length} equipos`))
    expect(screen.queryByRole("link", { name: products.finder.clearLabel })).not.toBeInTheDocument()
  })

  it("navigates once at a time, so a late address never undoes what one types", async () => {
    const user = userEvent.setup()
    const { navigateTo } = renderFinder()
    const landings: string[] = []
    jest.mocked(navigate).mockImplementation(async (to) => void landings.push(String(to)))
    const box = screen.getByRole("searchbox", { name: products.finder.searchLabel })
    await user.type(box, "eslinga")
    expect(landings).toEqual(["/productos?q=e#equipos-encontrados"])
    navigateTo("?q=e")
    expect(box).toHaveValue("eslinga")
    expect(landings).toEqual(["/productos?q=e#equipos-encontrados", "/productos?q=eslinga#equipos-encontrados"])
    navigateTo("?q=eslinga")
    expect(landings).toHaveLength(2)
    navigateTo("?modo=venta")
    await waitFor(() => expect(box).toHaveValue(""))
    expect(screen.getByRole("radio", { name: "Venta" })).toBeChecked()
  })

  it("says when nothing matches and hands the visitor to WhatsApp and the contact form", async () => {
    renderFinder("?q=zzzz")
    expect(await screen.findByRole("heading", { name: products.finder.noResultsTitle })).toBeInTheDocument()
    expect(count()).toHaveTextContent("0 equipos")
    expect(screen.getAllByRole("list").filter((list) => !list.hasAttribute("aria-label"))).toEqual([])
    expect(screen.getByRole("link", { name: new RegExp(cta.whatsappLabel) })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    )
    expect(screen.getByRole("link", { name: cta.contactLabel })).toHaveAttribute("href", "/contacto")
    expect(screen.getByRole("link", { name: products.finder.clearLabel })).toHaveAttribute(
      "href",
      "/productos#buscar-equipos",
    )
  })

  it("folds the filters on phones behind a disclosure button that counts the chosen ones", async () => {
    const user = userEvent.setup()
    renderFinder()
    const toggle = screen.getByRole("button", { name: products.finder.filtersToggle })
    const filters = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
    expect(filters).toContainElement(
      screen.getByRole("combobox", { name: products.finder.categoryLabel, hidden: true }),
    )
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(filters).not.toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(filters).toBeVisible()
    await user.selectOptions(
      screen.getByRole("combobox", { name: products.finder.categoryLabel }),
      "deteccion-de-gases",
    )
    await user.click(screen.getByRole("radio", { name: "Alquiler" }))
    await user.type(screen.getByRole("searchbox", { name: products.finder.searchLabel }), "detector")
    expect(toggle).toHaveAccessibleName("Filtros (2)")
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(filters).not.toBeVisible()
  })

  it("opens the filters when the address it opens with has filters, not for text alone", async () => {
    const text = renderFinder("?q=eslinga")
    await waitFor(() => expect(screen.getByRole("searchbox")).toHaveValue("eslinga"))
    expect(screen.getByRole("button", { name: products.finder.filtersToggle })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    text.unmount()
    // The head script marked the filtered address before the first paint; the open state takes over from it.
    document.documentElement.setAttribute(FILTERS_OPEN_ATTRIBUTE, "")
    renderFinder("?riesgo=alcohol")
    const toggle = await screen.findByRole("button", { name: "Filtros (1)" })
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("group", { name: products.finder.filtersLegend })).toBeVisible()
    expect(document.documentElement).not.toHaveAttribute(FILTERS_OPEN_ATTRIBUTE)
  })
})

describe("the finder's results", () => {
  it("show each line's drawing, and the filters in force beside the count, each a link that removes it", async () => {
    const { container } = renderFinder("?riesgo=h2s&industria=oil-gas")
    await waitFor(() => expect(count()).not.toHaveTextContent(`${lines.length} equipos`))
    const found = results().getAllByRole("listitem")
    for (const item of found) expect(item.querySelector('svg use[href*="#"]')).not.toBeNull()
    const active = screen.getByRole("list", { name: products.finder.activeFiltersLabel })
    expect(count().parentElement).toContainElement(active)
    const chips = within(active).getAllByRole("link")
    expect(chips.map((chip) => chip.getAttribute("aria-label"))).toEqual([
      `Quitar el filtro ${products.finder.hazardLabel}: Sulfuro de hidrógeno (H₂S)`,
      `Quitar el filtro ${products.finder.industryLabel}: Oil & Gas`,
    ])
    expect(chips.map((chip) => chip.getAttribute("href"))).toEqual([
      "/productos?industria=oil-gas#equipos-encontrados",
      "/productos?riesgo=h2s#equipos-encontrados",
    ])
    expect(container.querySelector(`#${"equipos-encontrados"}`)).toContainElement(active)
  })

  it("link the chosen industry to its own page", async () => {
    renderFinder("?industria=mineria")
    const link = await screen.findByRole("link", { name: /Minería: riesgos, equipos y servicios/ })
    expect(link).toHaveAttribute("href", "/industrias/mineria")
  })
})
