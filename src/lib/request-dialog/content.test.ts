import { equipmentLines as lines } from "../../../test/content-lists"
import fs from "fs"
import path from "path"
import rental from "../../../content/rental.json"
import copy from "../../../content/request-dialogs.json"
import services from "../../../content/services.json"
import { LEAD_FIELDS } from "../leads/kinds"
import { DIALOG_KINDS, isDialogKind } from "./kinds"
import { foldedFields, visibleFields } from "./layout"

interface Action {
  label: string
  kind: string
  request?: string | null
  path?: string | null
}

interface ButtonSource {
  file: string
  owner: string
  actions: readonly Action[]
}

const buttons: ButtonSource[] = [
  ...rental.offers.map((offer) => ({ file: "rental.json", owner: offer.slug, actions: offer.actions as Action[] })),
  ...services.services.map((service) => ({
    file: "services.json",
    owner: service.slug,
    actions: service.actions as Action[],
  })),
  ...lines.map((line) => ({ file: "equipment-lines.json", owner: line.slug, actions: line.actions as Action[] })),
]

describe("request buttons in content", () => {
  it.each(buttons.flatMap((source) => source.actions.map((action) => [source.file, source.owner, action] as const)))(
    "%s %s: «%o» opens something that exists",
    (_file, _owner, action) => {
      expect(["request", "contact", "link", "download"]).toContain(action.kind)
      if (action.kind === "request") expect(isDialogKind(action.request)).toBe(true)
      if (action.kind === "download") expect(action.path).toMatch(/^\/descargas\/[a-z0-9-]+\.pdf$/)
    },
  )

  it("the buttons SPEC §8 listed, now on the lines of each category, open their dialogs or the catalog", () => {
    const targetsOf = (category: string) =>
      new Set(
        lines
          .filter((line) => line.category === category)
          .flatMap((line) => (line.actions as Action[]).map((action) => action.request ?? action.path)),
      )
    const gasDetection = targetsOf("deteccion-de-gases")
    for (const request of ["cotizacion", "alquiler", "relevamiento", "demo"]) expect(gasDetection).toContain(request)
    expect(targetsOf("alcohol-y-drogas")).toContain("cotizacion")
    // The catalog is a plain download (kind download), not a request.
    expect(targetsOf("proteccion-personal")).toContain("/descargas/catalogo-general.pdf")
  })

  it("nothing in content says «not implemented»", () => {
    const contentDir = path.join(__dirname, "../../../content")
    // Every content file, the entries of a folder collection (content/<list>/<entry>.json) among them.
    const files = fs
      .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
    expect(files).toContain(path.join("equipment-lines", "detectores-multigas.json"))
    for (const file of files) {
      expect(fs.readFileSync(path.join(contentDir, file), "utf8")).not.toMatch(/no implementada|"kind": "unavailable"/i)
    }
  })
})

describe("request dialogs", () => {
  it.each(DIALOG_KINDS)("%s lays out exactly its kind's fields, and content names it", (kind) => {
    const shown = visibleFields(kind)
    const carried = LEAD_FIELDS[kind].map((spec) => spec.name).filter((name) => !shown.includes(name))
    // Only the product's slug and (where not asked) its name travel unseen, from the button.
    expect(carried.every((name) => name === "product" || name === "productName")).toBe(true)
    expect(new Set(shown).size).toBe(shown.length)
    expect(shown.every((name) => LEAD_FIELDS[kind].some((spec) => spec.name === name))).toBe(true)
    expect(copy.kinds.filter((entry) => entry.kind === kind)).toHaveLength(1)
    const labelled = new Set([...Object.keys(copy.inputs), "name", "company", "email", "phone", "province"])
    expect(shown.filter((name) => !labelled.has(name))).toEqual([])
  })

  it.each(DIALOG_KINDS)("%s folds only optional fields under «Más detalles»", (kind) => {
    const required = LEAD_FIELDS[kind].filter((spec) => spec.required).map((spec) => spec.name)
    expect(foldedFields(kind).filter((name) => required.includes(name))).toEqual([])
  })

  it("every option of a group has its label in content", () => {
    for (const [kind, specs] of Object.entries(LEAD_FIELDS)) {
      if (!isDialogKind(kind)) continue
      for (const spec of specs) {
        const options =
          "options" in spec.rule ? spec.rule.options : spec.rule.type === "boolean" ? ["true", "false"] : []
        const labels = (copy.inputs as Record<string, { options?: Array<{ value: string }> }>)[spec.name]?.options ?? []
        expect(labels.map((option) => option.value)).toEqual([...options])
      }
    }
  })
})
