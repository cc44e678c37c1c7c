import { categories, equipmentLines } from "../../../test/content-lists"
import chat from "../../../content/chat.json"
import rental from "../../../content/rental.json"
import services from "../../../content/services.json"
import { resolveStep, stepOptions } from "./script"
import type { ChatScript, ChatStepDef } from "./script"
import { chatOptionSources } from "./sources"
import { isInterest } from "../interests"

/** The whole script of content/chat.json, walked as a graph. */
const script = chat as ChatScript
const sources = chatOptionSources(categories, rental.offers, services.services, equipmentLines)
const ids = new Set(script.steps.map((step) => step.id))

function targets(step: ChatStepDef): string[] {
  const next = stepOptions(step, sources).flatMap((option) => (option.next ? [option.next] : []))
  if (step.input) next.push(step.input.next)
  // Every step without a text input also shows the "Dejar mis datos" button.
  if (!step.input) next.push(script.leadStep)
  return next
}

describe("the chat script", () => {
  it("names existing start, fallback and lead steps, and has unique step ids", () => {
    expect(ids.has(script.startStep)).toBe(true)
    expect(ids.has(script.fallbackStep)).toBe(true)
    expect(ids.has(script.leadStep)).toBe(true)
    expect(ids.size).toBe(script.steps.length)
  })

  it.each(script.steps.map((step) => [step.id, step] as const))(
    "%s: every option leads to an existing step or a known action",
    (_id, step) => {
      expect(step.messages.length).toBeGreaterThan(0)
      if (step.input) {
        expect(ids.has(step.input.next)).toBe(true)
        expect(step.options ?? []).toEqual([])
      }
      // Generated options lead to `optionsNext`, unless their source makes them links (equipment lines).
      const generatesLinks = sources[step.optionsFrom ?? "categories"].every((entry) => entry.path)
      if (step.optionsFrom && !generatesLinks) expect(ids.has(step.optionsNext ?? "")).toBe(true)
      const groups = [
        ...new Set(Object.values(sources).flatMap((entries) => entries.map((entry) => entry.group ?? ""))),
      ]
      const options = groups.flatMap((group) => stepOptions(step, sources, group))
      if (step.optionsFrom) expect(options.length).toBeGreaterThan(step.options?.length ?? 0)
      for (const option of options) {
        expect(Boolean(option.next) !== Boolean(option.action)).toBe(true)
        if (option.next) expect(ids.has(option.next)).toBe(true)
        if (option.action === "contact" && option.interest) expect(isInterest(option.interest)).toBe(true)
        if (option.action === "link") expect(option.path).toMatch(/^\//)
        if (step.choiceField === "interest")
          expect(isInterest(option.value) || option.next === script.startStep).toBe(true)
      }
    },
  )

  it("reaches every step from the start (the fallback only through a missing step)", () => {
    const seen = new Set<string>([script.startStep])
    const queue = [script.startStep]
    while (queue.length) {
      for (const target of targets(resolveStep(script, queue.shift()!))) {
        if (!seen.has(target)) {
          seen.add(target)
          queue.push(target)
        }
      }
    }
    expect([...ids].filter((id) => !seen.has(id))).toEqual([script.fallbackStep])
  })

  it("offers a way back from every step that shows options", () => {
    const parents = new Map<string, Set<string>>()
    for (const step of script.steps) {
      for (const target of targets(step)) parents.set(target, (parents.get(target) ?? new Set()).add(step.id))
    }
    for (const step of script.steps.filter((candidate) => !candidate.input && candidate.id !== script.startStep)) {
      const back = stepOptions(step, sources).some(
        (option) => option.next === script.startStep || (option.next && parents.get(step.id)?.has(option.next)),
      )
      expect(`${step.id}: ${back ? "has" : "lacks"} a way back`).toBe(`${step.id}: has a way back`)
    }
  })

  it("starts with exactly the four branches of the SPEC, each offering Volver to the start", () => {
    const start = resolveStep(script, script.startStep)
    const branches = stepOptions(start, sources)
    expect(branches.map((option) => option.text)).toEqual([
      "Productos",
      "Alquiler",
      "Servicio Técnico",
      "Preguntas frecuentes",
    ])
    for (const branch of branches) {
      const step = resolveStep(script, branch.next!)
      expect(stepOptions(step, sources)).toContainEqual(
        expect.objectContaining({ text: "Volver", next: script.startStep }),
      )
    }
  })

  it("captures the lead as five free-text steps, an interest choice, the consent and a completing thank-you", () => {
    let step = resolveStep(script, script.leadStep)
    const fields: string[] = []
    while (step.input) {
      fields.push(step.input.field)
      step = resolveStep(script, step.input.next)
    }
    expect(fields).toEqual(["name", "company", "email", "phone", "province"])
    expect(step.choiceField).toBe("interest")
    const interests = (step.options ?? []).filter((option) => isInterest(option.value))
    expect(interests.map((option) => option.value)).toEqual(["compra", "alquiler", "servicio-tecnico"])
    const consent = resolveStep(script, interests[0].next!)
    expect(consent.consent).toBe(true)
    expect(consent.completesLead).toBeFalsy()
    const [accept, ...others] = consent.options ?? []
    expect(resolveStep(script, accept.next!).completesLead).toBe(true)
    expect(others.map((option) => option.next)).toContain(script.startStep)
  })

  it("uses the chat's delivery time for stock in CABA and GBA (48-72 business hours, SPEC §9)", () => {
    const answer = resolveStep(script, "faq-productos").messages.join(" ")
    expect(answer).toContain("48 a 72 horas hábiles")
    expect(answer).toMatch(/CABA y GBA/)
  })
})

/**
 * Issue #53: a step offers at most four options, none repeating another's words. A step that lists what the SPEC
 * lists keeps the SPEC's list (SPEC §4: the five product categories, the six FAQ topics, each branch's offers,
 * with Volver): those are the steps whose options content generates, and the FAQ topics.
 */
const SPEC_LISTS = new Set(["preguntas"])

describe("the chat script's choices", () => {
  it.each(script.steps.map((step) => [step.id, step] as const))("%s: no two options say the same", (_id, step) => {
    const texts = stepOptions(step, sources).map((option) => option.text.toLocaleLowerCase("es-AR"))
    expect(new Set(texts).size).toBe(texts.length)
  })

  it.each(script.steps.filter((step) => !step.optionsFrom && !SPEC_LISTS.has(step.id)).map((step) => [step.id, step]))(
    "%s: four options at most",
    (_id, step) => {
      expect(stepOptions(step as ChatStepDef, sources).length).toBeLessThanOrEqual(4)
    },
  )
})
