import { categories, equipmentLines as lines, industries, legal } from "../test/content-lists"
import { CATEGORY_TEMPLATE, createPages, INDUSTRY_TEMPLATE, LEGAL_TEMPLATE, LINE_TEMPLATE } from "./create-pages"

type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0]

const lineNodes = lines.map((line, index) => ({ id: `line-${index}`, slug: line.slug, category: line.category }))

/** The industries as the query gives them: each with the lines whose `industries` name it. */
const industryNodes = industries.map((industry, index) => ({
  id: `industry-${index}`,
  slug: industry.slug,
  lines: lines.filter((line) => line.industries.includes(industry.slug)).map((line) => ({ slug: line.slug })),
}))

function run(
  categoryNodes: Array<{ id: string; slug: string }>,
  equipmentNodes = lineNodes,
  industriesNodes: Array<{ id: string; slug: string; lines: Array<{ slug: string }> | null }> = industryNodes,
) {
  const createPage = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allCategoriesJson: { nodes: categoryNodes },
      allLegalJson: { nodes: legal.map((document, index) => ({ id: `legal-${index}`, slug: document.slug })) },
      allEquipmentLinesJson: { nodes: equipmentNodes },
      allIndustriesJson: { nodes: industriesNodes },
    },
  })
  const reporter = { panicOnBuild: jest.fn() }
  const args = { graphql, actions: { createPage }, reporter } as unknown as CreatePagesArgs
  return { createPage, reporter, done: createPages!(args, { plugins: [] }, () => undefined) }
}

describe("createPages", () => {
  it("makes one page per category with the one template, passing only the id", async () => {
    const nodes = categories.map((category, index) => ({ id: `category-${index}`, slug: category.slug }))
    const { createPage, done } = run(nodes)
    await done
    const categoryPages = createPage.mock.calls
      .map(([page]) => page)
      .filter((page) => page.component === CATEGORY_TEMPLATE)
    expect(categoryPages).toEqual(
      nodes.map((node) => ({
        path: `/productos/${node.slug}`,
        component: CATEGORY_TEMPLATE,
        context: { id: node.id },
      })),
    )
  })

  it("adds a page for a sixth category added to the content, with no code change", async () => {
    const nodes = [
      ...categories.map((category, index) => ({ id: `category-${index}`, slug: category.slug })),
      { id: "category-new", slug: "senalizacion" },
    ]
    const { createPage, done } = run(nodes)
    await done
    expect(createPage).toHaveBeenCalledWith({
      path: "/productos/senalizacion",
      component: CATEGORY_TEMPLATE,
      context: { id: "category-new" },
    })
  })

  it("makes one page per equipment line under its category, with its id and its data sheet's slug", async () => {
    const { createPage, done } = run([])
    await done
    const linePages = createPage.mock.calls.map(([page]) => page).filter((page) => page.component === LINE_TEMPLATE)
    expect(linePages).toHaveLength(lines.length)
    expect(linePages).toContainEqual({
      path: "/productos/deteccion-de-gases/detectores-multigas",
      component: LINE_TEMPLATE,
      context: {
        id: lineNodes.find((node) => node.slug === "detectores-multigas")!.id,
        sheet: "ficha-detectores-multigas",
      },
    })
    expect(new Set(linePages.map((page) => page.path)).size).toBe(lines.length)
  })

  it("makes one page per industry at /industrias/<slug>, passing only the id", async () => {
    const { createPage, done } = run([])
    await done
    const pages = createPage.mock.calls.map(([page]) => page).filter((page) => page.component === INDUSTRY_TEMPLATE)
    expect(pages).toEqual(
      industryNodes.map((node) => ({
        path: `/industrias/${node.slug}`,
        component: INDUSTRY_TEMPLATE,
        context: { id: node.id },
      })),
    )
    expect(pages).toHaveLength(7)
  })

  it("stops the build, naming the file, when no line serves an industry", async () => {
    const { createPage, reporter, done } = run([], lineNodes, [...industryNodes, { id: "x", slug: "pesca", lines: [] }])
    await done
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("content/industries/pesca.json"))
    expect(createPage.mock.calls.some(([page]) => page.component === INDUSTRY_TEMPLATE)).toBe(false)
  })

  it("makes one page per legal document at its slug", async () => {
    const { createPage, done } = run([], [])
    await done
    const legalPages = createPage.mock.calls.filter(([page]) => page.component === LEGAL_TEMPLATE)
    expect(legalPages.map(([page]) => [page.path, page.component])).toEqual(
      legal.map((document) => [`/${document.slug}`, LEGAL_TEMPLATE]),
    )
  })

  it("fails the build when the content cannot be queried", async () => {
    const createPage = jest.fn()
    const reporter = { panicOnBuild: jest.fn() }
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("boom")] })
    await createPages!(
      { graphql, actions: { createPage }, reporter } as unknown as CreatePagesArgs,
      { plugins: [] },
      () => undefined,
    )
    expect(reporter.panicOnBuild).toHaveBeenCalled()
    expect(createPage).not.toHaveBeenCalled()
  })
})
