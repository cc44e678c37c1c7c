/**
 * The chat's script (content/chat.json): its steps, their options, and the options generated from other
 * content (categories, rental offers, services, equipment lines). Read by the state machine (machine.ts).
 */

export type LeadField = "name" | "company" | "email" | "phone" | "province" | "interest"
export type ChatActionKind = "contact" | "whatsapp" | "link"
export type OptionSource = "categories" | "rentalOffers" | "services" | "equipmentLines"

export interface ChatOptionDef {
  readonly text: string
  readonly value: string
  readonly next?: string | null
  readonly action?: ChatActionKind | null
  readonly interest?: string | null
  readonly path?: string | null
}

export interface ChatStepDef {
  readonly id: string
  readonly messages: readonly string[]
  readonly input?: { readonly field: LeadField; readonly placeholder: string; readonly next: string } | null
  readonly options?: readonly ChatOptionDef[] | null
  readonly optionsFrom?: OptionSource | null
  readonly optionsNext?: string | null
  readonly choiceField?: LeadField | null
  readonly consent?: boolean | null
  readonly completesLead?: boolean | null
}

export interface ChatScript {
  readonly startStep: string
  readonly fallbackStep: string
  readonly leadStep: string
  readonly steps: readonly ChatStepDef[]
}

/**
 * An entry other content provides as an option. With a `group` it is offered only when the value chosen
 * before is that group (an equipment line under its category); with a `path` it is a link there.
 */
export interface OptionSourceEntry {
  readonly text: string
  readonly value: string
  readonly group?: string
  readonly path?: string
}

export type OptionSources = Record<OptionSource, readonly OptionSourceEntry[]>

/** A step by id, or the fallback step when no step has that id (SPEC §8). */
export function resolveStep(script: ChatScript, id: string): ChatStepDef {
  const step = script.steps.find((candidate) => candidate.id === id)
  if (step) return step
  const fallback = script.steps.find((candidate) => candidate.id === script.fallbackStep)
  if (!fallback) throw new Error(`The chat script has no fallback step "${script.fallbackStep}"`)
  return fallback
}

/**
 * The options a step offers: those generated from other content first (the entries of the group chosen
 * before, when they have one), then its own.
 */
export function stepOptions(step: ChatStepDef, sources: OptionSources, chosenValue = ""): ChatOptionDef[] {
  const generated: ChatOptionDef[] = step.optionsFrom
    ? sources[step.optionsFrom]
        .filter((entry) => !entry.group || entry.group === chosenValue)
        .map((entry) =>
          entry.path
            ? { text: entry.text, value: entry.value, action: "link" as const, path: entry.path }
            : { text: entry.text, value: entry.value, next: step.optionsNext },
        )
    : []
  return [...generated, ...(step.options ?? [])]
}
