/**
 * The chat assistant's state machine (SPEC §3 chat message and lead, §4 chat widget, §8 unknown step).
 * It walks the script of content/chat.json and knows nothing of React or timers: every function takes a
 * state and returns the next one, plus the effects the interface must carry out (navigate, open WhatsApp,
 * register the lead). Replies are scheduled as `pending` with their delay; the interface waits that long
 * and calls `deliverReply`.
 */
import { resolveStep, stepOptions } from "./script"
import type { ChatOptionDef, ChatScript, ChatStepDef, LeadField, OptionSources } from "./script"
import type { Interest } from "../interests"
import { isInterest } from "../interests"

/** SPEC §9: a bot reply appears 200 ms after a step change (opening the chat)… */
export const CHAT_STEP_DELAY_MS = 200
/** …and 1000 ms after a choice or an answer of the visitor. */
export const CHAT_REPLY_DELAY_MS = 1000

/** An option as shown: its definition plus an id unique in the conversation. */
export interface ChatOption extends ChatOptionDef {
  readonly id: string
}

/** SPEC §3 chat message: id, text, sender, options, typing flag. */
export interface ChatMessage {
  readonly id: string
  readonly text: string
  readonly sender: "user" | "bot"
  readonly options: readonly ChatOption[]
  readonly typing: boolean
}

/** SPEC §3 chat lead data. */
export type ChatLead = Partial<Record<Exclude<LeadField, "interest">, string>> & { interest?: Interest }

export interface PendingReply {
  readonly stepId: string
  readonly delayMs: number
}

export interface ChatState {
  readonly messages: readonly ChatMessage[]
  /** The step whose messages were shown last; null until the first reply. */
  readonly stepId: string | null
  readonly pending: PendingReply | null
  readonly lead: ChatLead
  /** The text of the option that led to the current step, for `{seleccion}`. */
  readonly selection: string
  /** Its value (a category's slug), for `{opcion}` in an option's path. */
  readonly selectionValue: string
  readonly counter: number
}

/** Where an option with an action leads: the interface renders it as a link, not as a conversation step. */
export type OptionTarget =
  { readonly type: "navigate"; readonly path: string; readonly interest?: Interest } | { readonly type: "whatsapp" }

export type ChatEffect =
  | { readonly type: "leadUpdated"; readonly lead: ChatLead }
  | { readonly type: "leadCompleted"; readonly lead: ChatLead }

export interface ChatTransition {
  readonly state: ChatState
  readonly effects: readonly ChatEffect[]
}

const TYPING_ID = "escribiendo"

function withTyping(messages: readonly ChatMessage[], counter: number): readonly ChatMessage[] {
  return [
    ...messages.filter((message) => !message.typing),
    { id: `${TYPING_ID}-${counter}`, text: "", sender: "bot", options: [], typing: true },
  ]
}

function schedule(state: ChatState, stepId: string, delayMs: number): ChatState {
  return {
    ...state,
    pending: { stepId, delayMs },
    messages: withTyping(state.messages, state.counter),
    counter: state.counter + 1,
  }
}

/** Opening the chat: no messages, and the start step's reply on its way (SPEC §4). */
export function startChat(script: ChatScript): ChatState {
  const empty: ChatState = {
    messages: [],
    stepId: null,
    pending: null,
    lead: {},
    selection: "",
    selectionValue: "",
    counter: 0,
  }
  return schedule(empty, script.startStep, CHAT_STEP_DELAY_MS)
}

function fill(text: string, state: ChatState): string {
  return text.replace(/\{seleccion\}/g, state.selection).replace(/\{nombre\}/g, state.lead.name ?? "")
}

/** An option's path with `{opcion}` replaced by the value chosen before: "/productos/{opcion}?solicitud=cotizacion". */
function withPath(option: ChatOptionDef, state: ChatState): ChatOptionDef {
  return option.path ? { ...option, path: option.path.replace(/\{opcion\}/g, state.selectionValue) } : option
}

/**
 * The pending reply arrives: the typing indicator gives way to the step's messages, the last of which
 * carries the step's options. A step that completes the lead reports it.
 */
export function deliverReply(state: ChatState, script: ChatScript, sources: OptionSources): ChatTransition {
  if (!state.pending) return { state, effects: [] }
  const step = resolveStep(script, state.pending.stepId)
  let counter = state.counter
  const options = step.input ? [] : stepOptions(step, sources, state.selectionValue)
  const texts = step.messages.length > 0 ? step.messages : [""]
  const botMessages: ChatMessage[] = texts.map((text, index) => {
    counter += 1
    const id = `m${counter}`
    const isLast = index === texts.length - 1
    return {
      id,
      text: fill(text, state),
      sender: "bot",
      typing: false,
      options: isLast
        ? options.map((option, optionIndex) => ({ ...withPath(option, state), id: `${id}-o${optionIndex}` }))
        : [],
    }
  })
  const next: ChatState = {
    ...state,
    stepId: step.id,
    pending: null,
    counter,
    messages: [...state.messages.filter((message) => !message.typing), ...botMessages],
  }
  const effects: ChatEffect[] = step.completesLead ? [{ type: "leadCompleted", lead: state.lead }] : []
  return { state: next, effects }
}

/** The step waiting for the visitor, when no reply is on its way. */
export function currentStep(state: ChatState, script: ChatScript): ChatStepDef | null {
  if (state.pending || !state.stepId) return null
  return resolveStep(script, state.stepId)
}

/**
 * Whether the conversation is collecting the visitor's details (a lead step is shown or about to be), when
 * the panel shows its privacy note.
 */
export function isCapturingLead(state: ChatState, script: ChatScript): boolean {
  const stepId = state.pending ? state.pending.stepId : state.stepId
  if (!stepId) return false
  const step = resolveStep(script, stepId)
  return Boolean(step.input || step.choiceField || step.consent)
}

/** The options the visitor can choose now: those of the latest bot message, none while a reply is pending. */
export function activeOptions(state: ChatState): readonly ChatOption[] {
  if (state.pending) return []
  const last = state.messages[state.messages.length - 1]
  return last && last.sender === "bot" ? last.options : []
}

function userMessage(state: ChatState, text: string): ChatState {
  const counter = state.counter + 1
  return {
    ...state,
    counter,
    messages: [...state.messages, { id: `m${counter}`, text, sender: "user", options: [], typing: false }],
  }
}

function storeInLead(lead: ChatLead, field: LeadField, value: string): ChatLead {
  if (field === "interest") return isInterest(value) ? { ...lead, interest: value } : lead
  return { ...lead, [field]: value }
}

/**
 * The visitor picks an option of the latest bot message (options of earlier messages are ignored, so the
 * conversation cannot fork). It becomes their message and the next step's reply is scheduled. Options
 * with an action are links (see `optionTarget`), not choices.
 */
export function chooseOption(state: ChatState, script: ChatScript, optionId: string): ChatTransition {
  const option = activeOptions(state).find((candidate) => candidate.id === optionId)
  if (!option || option.action) return { state, effects: [] }
  const step = currentStep(state, script)
  let next: ChatState = { ...userMessage(state, option.text), selection: option.text, selectionValue: option.value }
  const effects: ChatEffect[] = []
  if (step?.choiceField) {
    next = { ...next, lead: storeInLead(next.lead, step.choiceField, option.value) }
    effects.push({ type: "leadUpdated", lead: next.lead })
  }
  return { state: schedule(next, option.next ?? script.fallbackStep, CHAT_REPLY_DELAY_MS), effects }
}

/**
 * Where an option with an action leads: WhatsApp, a page of the site, or the contact form with an interest
 * preset (the option's own, or else the one the visitor chose in the chat). Null for a conversational option.
 */
export function optionTarget(option: ChatOptionDef, lead: ChatLead): OptionTarget | null {
  switch (option.action) {
    case "whatsapp":
      return { type: "whatsapp" }
    case "link":
      return { type: "navigate", path: option.path ?? "/" }
    case "contact": {
      const interest = isInterest(option.interest) ? option.interest : lead.interest
      return { type: "navigate", path: "/contacto", ...(interest ? { interest } : {}) }
    }
    default:
      return null
  }
}

/**
 * The visitor answers a free-text step. Empty or whitespace-only text is ignored (SPEC §5); nothing else
 * is validated, e-mail and phone included.
 */
export function submitText(state: ChatState, script: ChatScript, text: string): ChatTransition {
  const step = currentStep(state, script)
  const value = text.trim()
  if (!step?.input || !value) return { state, effects: [] }
  const lead = storeInLead(state.lead, step.input.field, value)
  const next = { ...userMessage(state, value), lead }
  return {
    state: schedule(next, step.input.next, CHAT_REPLY_DELAY_MS),
    effects: [{ type: "leadUpdated", lead }],
  }
}

/** The panel's "Dejar mis datos" button: said as the visitor's message, answered by the lead capture. */
export function leaveData(state: ChatState, script: ChatScript, label: string): ChatTransition {
  if (state.pending) return { state, effects: [] }
  return { state: schedule(userMessage(state, label), script.leadStep, CHAT_REPLY_DELAY_MS), effects: [] }
}
