/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import copy from "../../../content/contact-form.json"
import { field, fillValid, MESSAGE, renderForm } from "../../../test/contact-form"
import { startLeadEndpoint } from "../../../test/lead-endpoint"
import type { LeadEndpoint } from "../../../test/lead-endpoint"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"
import { ContactForm } from "./ContactForm"

/** The contact form: presets, the draft and its fill time, the chat's answers, text typed before hydration. */
describe("ContactForm", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("presets the interests the visit asks for, into the draft", async () => {
    await renderForm(["alquiler"])
    expect(field.interest("Alquiler")).toBeChecked()
    expect(field.interest("Compra")).not.toBeChecked()
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!).interests).toEqual(["alquiler"])
  })

  it("keeps a draft while typing and restores it with its notice, without the consent", async () => {
    const user = userEvent.setup()
    const { unmount } = await renderForm()
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    await user.type(field.name(), "Ana")
    await user.type(field.message(), "Mensaje a medio escribir")
    await user.click(field.interest("Compra"))
    await user.click(field.privacy())
    unmount()

    await renderForm()
    expect(field.name()).toHaveValue("Ana")
    expect(field.message()).toHaveValue("Mensaje a medio escribir")
    expect(field.interest("Compra")).toBeChecked()
    expect(field.privacy()).not.toBeChecked()
    expect(await screen.findByRole("status")).toHaveTextContent(copy.draftRestored)
  })

  describe("fill time (elapsedMs, the bot trap)", () => {
    let now = 1_800_000_000_000
    beforeEach(() => {
      jest.spyOn(Date, "now").mockImplementation(() => now)
    })
    afterEach(() => jest.restoreAllMocks())

    const sentElapsedMs = async (endpoint: LeadEndpoint) => {
      await waitFor(() => expect(endpoint.received).toHaveLength(1))
      return endpoint.received[0].json?.elapsedMs
    }

    it("counts from the first typing, not from when the form appeared", async () => {
      const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000321" } }])
      const user = userEvent.setup()
      await renderForm()
      now += 60_000 // the form waited a minute on screen
      await fillValid(user)
      now += 2_000
      await user.click(field.submit())
      expect(await sentElapsedMs(endpoint)).toBe(2_000)
    })

    it("keeps the time of the first input with the draft, written with the field", async () => {
      const user = userEvent.setup()
      await renderForm()
      now += 5_000
      act(() => field.name().focus())
      await user.paste("Ana Pérez")
      expect(field.name()).toHaveValue("Ana Pérez")
      expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({
        name: "Ana Pérez",
        fillStartedAt: String(now),
      })
    })

    it("counts a restored draft from its first typing, in the visit that wrote it", async () => {
      const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000321" } }])
      const user = userEvent.setup()
      const { unmount } = await renderForm()
      await user.type(field.name(), "Ana Pérez")
      now += 90_000
      await user.type(field.email(), "ana@empresa.com.ar")
      await user.type(field.phone(), "+54 11 4000-0000")
      await user.selectOptions(field.province(), "Neuquén")
      await user.click(field.interest("Compra"))
      await user.type(field.message(), MESSAGE)
      unmount()
      now += 30_000 // a reload
      await renderForm()
      await user.click(field.privacy())
      now += 1_000
      await user.click(field.submit())
      expect(await sentElapsedMs(endpoint)).toBe(121_000)
    })

    it("counts a draft it did not type (the chat's answers) from the first interaction here", async () => {
      const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000321" } }])
      const { mergeContactDraft } = await import("../../lib/contact-form/draft")
      mergeContactDraft({
        name: "Ana",
        email: "ana@empresa.com.ar",
        phone: "1140000000",
        province: "Neuquén",
        interests: ["compra"],
      })
      const user = userEvent.setup()
      await renderForm()
      now += 20_000
      await user.type(field.message(), MESSAGE)
      await user.click(field.privacy())
      now += 4_000
      await user.click(field.submit())
      expect(await sentElapsedMs(endpoint)).toBe(4_000)
    })
  })

  it("fills in what the chat merges into the draft while the form is on screen", async () => {
    const { mergeContactDraft } = await import("../../lib/contact-form/draft")
    const user = userEvent.setup()
    await renderForm()
    await user.type(field.message(), "Ya estaba escribiendo esto.")
    act(() => mergeContactDraft({ name: "Juan Gómez", interests: ["servicio-tecnico"] }))
    expect(field.name()).toHaveValue("Juan Gómez")
    expect(field.message()).toHaveValue("Ya estaba escribiendo esto.")
    expect(field.interest("Servicio técnico")).toBeChecked()
  })

  it("adopts text typed into the pre-rendered page before it hydrated, without a hydration error", async () => {
    const { ThemeProvider } = await import("@emotion/react")
    const { hydrateRoot } = await import("react-dom/client")
    const { renderToString } = await import("react-dom/server")
    const { ToastProvider } = await import("../Toast/ToastProvider")
    const { theme } = await import("../../styles/theme")
    const app = (
      <ThemeProvider theme={theme}>
        <ToastProvider regionLabel="Notificaciones">
          <ContactForm presetInterests={[]} />
        </ToastProvider>
      </ThemeProvider>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(app)
    document.body.appendChild(container)
    container.querySelector<HTMLTextAreaElement>("#contacto-mensaje")!.value = "Escrito antes de que cargue la página"
    const errors = jest.spyOn(console, "error")
    await act(async () => {
      hydrateRoot(container, app)
    })
    await waitFor(() => expect(container.querySelector("form")).toHaveAttribute("data-ready", "true"))
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(container.querySelector("#contacto-mensaje")).toHaveValue("Escrito antes de que cargue la página")
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toContain("Escrito antes de que cargue la página")
    container.remove()
  })
})
