import fs from "fs"
import path from "path"

const CONTENT_DIR = path.join(__dirname, "../content")

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Entry = { [key: string]: Json }

/** What pressing a button does: "request:<kind>" (a dialog) or the page it goes to, without its #anchor. */
function destination(pathWithQuery: string): string {
  const [withoutAnchor] = pathWithQuery.split("#")
  const kind = new URLSearchParams(withoutAnchor.split("?")[1] ?? "").get("solicitud")
  return kind ? `request:${kind}` : withoutAnchor
}

const str = (value: Json | undefined) => (typeof value === "string" ? value : null)

/**
 * The buttons and links a content entry declares, as [label, action]: page actions and offering buttons
 * (`label` with `kind` or `path`), a mode's request (`actionLabel` + `request`) and the chat's options
 * that act (`text` + `action`); a chat option that only moves the conversation on is not an action.
 */
function actionsOf(entry: Entry): Array<[string, string]> {
  const label = str(entry.label)
  const found: Array<[string, string]> = []
  if (label && entry.kind === "request" && str(entry.request)) found.push([label, `request:${str(entry.request)}`])
  else if (label && entry.kind === "contact" && str(entry.interest))
    found.push([label, `/contacto?interes=${str(entry.interest)}`])
  else if (label && str(entry.path)) found.push([label, destination(str(entry.path)!)])
  if (str(entry.actionLabel) && str(entry.request))
    found.push([str(entry.actionLabel)!, `request:${str(entry.request)}`])
  const text = str(entry.text)
  if (text && entry.action === "contact") {
    found.push([text, str(entry.interest) ? `/contacto?interes=${str(entry.interest)}` : "/contacto"])
  } else if (text && entry.action === "link" && str(entry.path)) found.push([text, destination(str(entry.path)!)])
  else if (text && entry.action === "whatsapp") found.push([text, "whatsapp"])
  return found
}

function collect(value: Json, file: string, into: Map<string, Map<string, string[]>>) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, file, into)
    return
  }
  if (value === null || typeof value !== "object") return
  for (const [label, action] of actionsOf(value)) {
    const actions = into.get(label) ?? new Map<string, string[]>()
    actions.set(action, [...(actions.get(action) ?? []), file])
    into.set(label, actions)
  }
  for (const child of Object.values(value)) collect(child, file, into)
}

/** Every content file, a folder collection's entries among them (`equipment-lines/<slug>.json`). */
function contentFiles(directory = CONTENT_DIR, prefix = ""): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return contentFiles(path.join(directory, entry.name), `${prefix}${entry.name}/`)
    return entry.name.endsWith(".json") ? [`${prefix}${entry.name}`] : []
  })
}

function labelsInContent() {
  const labels = new Map<string, Map<string, string[]>>()
  for (const file of contentFiles()) {
    collect(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")) as Json, file, labels)
  }
  return labels
}

describe("button labels", () => {
  const labels = labelsInContent()

  it("finds the buttons of every content file that declares some", () => {
    expect(labels.get("Solicitar cotización")?.get("request:cotizacion")).toEqual(
      expect.arrayContaining([
        "categories/deteccion-de-gases.json",
        "equipment-lines/detectores-multigas.json",
        "equipment.json",
      ]),
    )
    expect(labels.get("Consultar disponibilidad")?.get("/contacto?interes=alquiler")).toEqual(
      expect.arrayContaining(["rental.json", "chat.json"]),
    )
  })

  it("gives every label one action on every page: the same request kind or the same destination", () => {
    const conflicts = [...labels]
      .filter(([, actions]) => actions.size > 1)
      .map(
        ([label, actions]) =>
          `"${label}": ${[...actions].map(([action, files]) => `${action} (${files.join(", ")})`).join(" / ")}`,
      )
    expect(conflicts).toEqual([])
  })
})
