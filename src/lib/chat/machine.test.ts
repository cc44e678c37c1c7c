import { categories, equipmentLines } from "../../../test/content-lists"
import chat from "../../../content/chat.json"
import rental from "../../../content/rental.json"
import services from "../../../content/services.json"
import {
  activeOptions,
  CHAT_REPLY_DELAY_MS,
  CHAT_STEP_DELAY_MS,
  chooseOption,
  currentStep,
  deliverReply,
  isCapturingLead,
  leaveData,
  optionTarget,
  startChat,
  submitText,
} from "./machine"
import type { ChatState } from "./machine"
import type { ChatScript } from "./script"
import { chatOptionSources } from "./sources"

const script = chat as ChatScript
const sources = chatOptionSources(categories, rental.offers, services.services, equipmentLines)

/** Delivers the pending reply, as the interface does once its delay has passed. */
function reply(state: ChatState) {
  return deliverReply(state, script, sources)
}

/** Whether the step shown asks for free text: the panel shows its text box then (ChatPanel's `step.input`). */
function awaitsText(state: ChatState) {
  return Boolean(currentStep(state, script)?.input)
}

function opened() {
  return reply(startChat(script)).state
}

function option(state: ChatState, text: string) {
  const found = activeOptions(state).find((candidate) => candidate.text === text)
  if (!found) throw new Error(`No option "${text}" among ${texts(state).join(", ")}`)
  return found
}

function choose(state: ChatState, text: string) {
  return chooseOption(state, script, option(state, text).id)
}

const target = (state: ChatState, text: string) => optionTarget(option(state, text), state.lead)

function chooseAndReply(state: ChatState, text: string) {
  return reply(choose(state, text).state)
}

const texts = (state: ChatState) => activeOptions(state).map((option) => option.text)
const botTexts = (state: ChatState) => state.messages.filter((m) => m.sender === "bot" && !m.typing).map((m) => m.text)

describe("chat state machine", () => {
  it("names its delays after the SPEC: 200 ms after a step change, 1000 ms after a choice", () => {
    expect(CHAT_STEP_DELAY_MS).toBe(200)
    expect(CHAT_REPLY_DELAY_MS).toBe(1000)
  })

  it("opens with no messages but the typing indicator, the start step due in 200 ms", () => {
    const state = startChat(script)
    expect(state.messages).toEqual([expect.objectContaining({ sender: "bot", typing: true, text: "" })])
    expect(state.pending).toEqual({ stepId: "inicio", delayMs: CHAT_STEP_DELAY_MS })
    expect(activeOptions(state)).toEqual([])
  })

  it("greets with the start step and its four branches", () => {
    const state = opened()
    expect(state.messages.some((message) => message.typing)).toBe(false)
    expect(botTexts(state)).toEqual(chat.steps[0].messages)
    expect(texts(state)).toEqual(["Productos", "Alquiler", "Servicio Técnico", "Preguntas frecuentes"])
  })

  it("turns a choice into the visitor's message and schedules the reply in 1000 ms", () => {
    const { state } = choose(opened(), "Alquiler")
    expect(state.messages.at(-2)).toMatchObject({ sender: "user", text: "Alquiler" })
    expect(state.messages.at(-1)).toMatchObject({ typing: true })
    expect(state.pending).toEqual({ stepId: "alquiler", delayMs: CHAT_REPLY_DELAY_MS })
    expect(activeOptions(state)).toEqual([])
  })

  describe("each branch", () => {
    it("products: the five categories, then a quote (SPEC §4: /contacto with Compra) or the category's lines in the catalog", () => {
      let state = chooseAndReply(opened(), "Productos").state
      expect(texts(state)).toEqual([...categories.map((category) => category.name), "Volver"])
      state = chooseAndReply(state, "Alcohol y drogas").state
      expect(botTexts(state).at(-2)).toContain("Alcohol y drogas")
      // Issue #53: four options at most, none repeating another.
      expect(texts(state)).toEqual([
        "Pedir cotización",
        "Ver los equipos de la categoría",
        "Volver a productos",
        "Volver al inicio",
      ])
      expect(target(state, "Pedir cotización")).toEqual({ type: "navigate", path: "/contacto", interest: "compra" })
      expect(target(state, "Ver los equipos de la categoría")).toEqual({
        type: "navigate",
        path: "/productos?categoria=alcohol-y-drogas#equipos-encontrados",
      })
      state = chooseAndReply(chooseAndReply(state, "Volver a productos").state, "Protección personal").state
      expect(target(state, "Ver los equipos de la categoría")).toEqual({
        type: "navigate",
        path: "/productos?categoria=proteccion-personal#equipos-encontrados",
      })
    })

    it("rental: the rental offers, then availability (Alquiler) or WhatsApp", () => {
      let state = chooseAndReply(opened(), "Alquiler").state
      expect(texts(state)).toEqual([...rental.offers.map((offer) => offer.title), "Volver"])
      state = chooseAndReply(state, rental.offers[1].title).state
      expect(target(state, "Consultar disponibilidad")).toEqual({
        type: "navigate",
        path: "/contacto",
        interest: "alquiler",
      })
      expect(target(state, "Escribir por WhatsApp")).toEqual({ type: "whatsapp" })
      expect(choose(state, "Escribir por WhatsApp")).toEqual({ state, effects: [] })
    })

    it("service: the services, then a request that opens the form for technical service", () => {
      let state = chooseAndReply(opened(), "Servicio Técnico").state
      expect(texts(state)).toEqual([...services.services.map((service) => service.title), "Volver"])
      state = chooseAndReply(state, services.services[0].title).state
      expect(target(state, "Solicitar servicio")).toEqual({
        type: "navigate",
        path: "/contacto",
        interest: "servicio-tecnico",
      })
    })

    it("FAQ: six topics, each answered, with a way to another question and back", () => {
      let state = chooseAndReply(opened(), "Preguntas frecuentes").state
      expect(texts(state)).toEqual([
        "Productos (stock y demostraciones)",
        "Alquiler",
        "Servicio Técnico",
        "Compras y cotizaciones",
        "Garantía",
        "Pagos",
        "Volver",
      ])
      state = chooseAndReply(state, "Productos (stock y demostraciones)").state
      expect(botTexts(state).join(" ")).toContain("48 a 72 horas hábiles")
      state = chooseAndReply(state, "Otra pregunta").state
      expect(currentStep(state, script)?.id).toBe("preguntas")
    })

    it.each(["Productos", "Alquiler", "Servicio Técnico", "Preguntas frecuentes"])(
      "%s offers Volver back to the start",
      (branch) => {
        let state = chooseAndReply(opened(), branch).state
        state = chooseAndReply(state, "Volver").state
        expect(currentStep(state, script)?.id).toBe("inicio")
        expect(texts(state)).toHaveLength(4)
      },
    )
  })

  describe("lead capture", () => {
    function fill(state: ChatState, answer: string) {
      const sent = submitText(state, script, answer)
      return { ...sent, state: reply(sent.state).state }
    }

    it("asks name, company, e-mail, phone and province as free text, then the interest, then thanks", () => {
      expect(isCapturingLead(opened(), script)).toBe(false)
      const asked = leaveData(opened(), script, "Dejar mis datos").state
      expect(isCapturingLead(asked, script)).toBe(true)
      let state = reply(asked).state
      expect(state.messages.find((message) => message.sender === "user")?.text).toBe("Dejar mis datos")
      expect(awaitsText(state)).toBe(true)
      expect(activeOptions(state)).toEqual([])
      state = fill(state, "  Ana Pérez ").state
      expect(botTexts(state).at(-2)).toContain("Ana Pérez")
      state = fill(state, "Petrolera del Sur").state
      state = fill(state, "no-es-un-email").state
      state = fill(state, "abc").state
      const last = fill(state, "neuquen")
      expect(last.effects).toEqual([
        {
          type: "leadUpdated",
          lead: {
            name: "Ana Pérez",
            company: "Petrolera del Sur",
            email: "no-es-un-email",
            phone: "abc",
            province: "neuquen",
          },
        },
      ])
      state = last.state
      expect(awaitsText(state)).toBe(false)
      expect(isCapturingLead(state, script)).toBe(true)
      expect(texts(state)).toEqual(["Compra", "Alquiler", "Servicio Técnico", "Volver al inicio"])

      const chosen = choose(state, "Servicio Técnico")
      expect(chosen.effects).toEqual([
        { type: "leadUpdated", lead: expect.objectContaining({ interest: "servicio-tecnico" }) },
      ])
      const consent = reply(chosen.state)
      expect(consent.effects).toEqual([])
      expect(isCapturingLead(consent.state, script)).toBe(true)
      const thanks = reply(choose(consent.state, "Acepto y envío mis datos").state)
      expect(thanks.effects).toEqual([
        {
          type: "leadCompleted",
          lead: {
            name: "Ana Pérez",
            company: "Petrolera del Sur",
            email: "no-es-un-email",
            phone: "abc",
            province: "neuquen",
            interest: "servicio-tecnico",
          },
        },
      ])
      expect(botTexts(thanks.state).join(" ")).toContain("¡Gracias, Ana Pérez!")
      // Sent: only the way back to the start, nothing that asks for the same request again.
      expect(texts(thanks.state)).toEqual(["Volver al inicio"])
      expect(currentStep(chooseAndReply(thanks.state, "Volver al inicio").state, script)?.id).toBe("inicio")
    })

    it("ignores empty and whitespace-only text", () => {
      const state = reply(leaveData(opened(), script, "Dejar mis datos").state).state
      for (const blank of ["", "   ", "\n\t "]) {
        const result = submitText(state, script, blank)
        expect(result.state).toBe(state)
        expect(result.effects).toEqual([])
      }
    })

    it("takes no text on a step that offers options", () => {
      const state = opened()
      expect(awaitsText(state)).toBe(false)
      expect(submitText(state, script, "hola").state).toBe(state)
    })
  })

  it("ignores options of earlier messages, so the conversation cannot fork", () => {
    const start = opened()
    const earlier = activeOptions(start)[0]
    const later = chooseAndReply(start, "Alquiler").state
    expect(chooseOption(later, script, earlier.id)).toEqual({ state: later, effects: [] })
  })

  it("ignores choices while a reply is on its way", () => {
    const start = opened()
    const pending = choose(start, "Productos").state
    expect(chooseOption(pending, script, activeOptions(start)[1].id).state).toBe(pending)
    expect(leaveData(pending, script, "Dejar mis datos").state).toBe(pending)
  })

  it("goes to the fallback message for an unknown step, offering WhatsApp, leaving data or going back", () => {
    const broken: ChatScript = {
      ...script,
      steps: script.steps.map((step) =>
        step.id === "inicio"
          ? { ...step, options: [{ text: "Algo nuevo", value: "algo-nuevo", next: "paso-que-no-existe" }] }
          : step,
      ),
    }
    const start = deliverReply(startChat(broken), broken, sources).state
    const chosen = chooseOption(start, broken, activeOptions(start)[0].id).state
    expect(chosen.pending?.stepId).toBe("paso-que-no-existe")
    const fallback = deliverReply(chosen, broken, sources).state
    expect(currentStep(fallback, broken)?.id).toBe("fallback")
    expect(activeOptions(fallback).map((option) => [option.text, option.action ?? option.next])).toEqual([
      ["Escribir por WhatsApp", "whatsapp"],
      ["Dejar mis datos", "datos-nombre"],
      ["Volver al inicio", "inicio"],
    ])
  })
})
