import fs from "fs"
import path from "path"
import site from "../content/site.json"
import { copiedFactProblems, factResolvers } from "./content-facts"
import { loadTypeDefs, readContentSchema } from "./content-schema"
import { checkCopiedFacts } from "./schema"

const CONTENT_DIR = path.join(__dirname, "..", "content")

/** Every content file but the facts' own. */
const files = fs
  .readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json") && file !== "site.json")

describe("the company's facts, written once", () => {
  it.each(files)("content/%s names the facts it states instead of writing them out", (file) => {
    const entry: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))
    expect(copiedFactProblems(entry, site)).toEqual([])
  })

  it("stops the build on a text that writes out a fact, naming the file, the field and the placeholder", () => {
    const faq = { question: "¿Cómo los contacto?", answer: `Al ${site.phone}.`, order: 10 }
    const nodes: Record<string, unknown[]> = {
      SiteJson: [site],
      FaqsJson: [{ ...faq, id: "1", parent: "f", internal: { type: "FaqsJson" } }],
    }
    const reporter = { panicOnBuild: jest.fn() }
    checkCopiedFacts({
      getNodesByType: (type: string) => nodes[type] ?? [],
      getNode: () => ({ relativePath: "faqs/contacto.json" }),
      reporter,
    } as unknown as Parameters<typeof checkCopiedFacts>[0])
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      `content/faqs/contacto.json: field "answer" is refused: Tiene el teléfono escrito a mano («${site.phone}»): escribí {telefono} y el sitio pone el de «Empresa».`,
    )
  })

  it("fills the facts of every text field as GraphQL resolves it, the facts themselves left alone", async () => {
    const resolvers = factResolvers(readContentSchema(loadTypeDefs())) as Record<
      string,
      Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>
    >
    const context = { nodeModel: { findOne: async () => site } }
    const answer = await resolvers.FaqsJson.answer.resolve({ answer: "Llamanos al {telefono}." }, {}, context, {
      fieldName: "answer",
    })
    expect(answer).toBe(`Llamanos al ${site.phone}.`)
    const paragraphs = await resolvers.LegalSection.paragraphs.resolve(
      { paragraphs: ["{email}", "Nada"] },
      {},
      context,
      {
        fieldName: "paragraphs",
      },
    )
    expect(paragraphs).toEqual([site.email, "Nada"])
    expect(resolvers.SiteJson.phone).toBeUndefined()
  })
})
