import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import copy from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import { multipartField, multipartValues, startLeadEndpoint } from "../../../test/lead-endpoint"
import { renderWithProviders } from "../../../test/render"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"
import { ContactForm } from "./ContactForm"

const field = {
  name: () => screen.getByRole("textbox", { name: /Nombre y apellido/ }),
  company: () => screen.getByRole("textbox", { name: /Empresa/ }),
  email: () => screen.getByRole("textbox", { name: /Correo electrónico/ }),
  phone: () => screen.getByRole("textbox", { name: /Teléfono/ }),
  province: () => screen.getByRole("combobox", { name: /Provincia/ }),
  message: () => screen.getByRole("textbox", { name: /Mensaje/ }),
  privacy: () => screen.getByRole("checkbox", { name: /política de privacidad/ }),
  interest: (name: string) => screen.getByRole("checkbox", { name }),
  file: () => screen.getByLabelText(/Archivo adjunto/) as HTMLInputElement,
  submit: () => screen.getByRole("button", { name: copy.submitLabel }),
}

const MESSAGE = "Necesito cotizar diez detectores multigas."

/** Fills every required field; `interests` are the options of "¿Qué te interesa?" to tick. */
async function fillValid(user: ReturnType<typeof userEvent.setup>, interests: readonly string[] = ["Compra"]) {
  await user.type(field.name(), "Ana Pérez")
  await user.type(field.company(), "Petrolera del Sur")
  await user.type(field.email(), "ana@empresa.com.ar")
  await user.type(field.phone(), "+54 11 4000-0000")
  await user.selectOptions(field.province(), "Neuquén")
  for (const interest of interests) await user.click(field.interest(interest))
  await user.type(field.message(), MESSAGE)
  await user.click(field.privacy())
}

async function renderForm(presetInterests: Array<"compra" | "alquiler" | "servicio-tecnico"> = []) {
  const view = renderWithProviders(<ContactForm presetInterests={presetInterests} />)
  await waitFor(() => expect(view.container.querySelector("form")).toHaveAttribute("data-ready", "true"))
  return view
}

const pdf = () => new File(["%PDF-1.4 pliego"], "pliego.pdf", { type: "application/pdf" })

describe("ContactForm", () => {
  let endpoint: Awaited<ReturnType<typeof startLeadEndpoint>> | null = null
  beforeEach(() => window.sessionStorage.clear())
  afterEach(async () => {
    await endpoint?.close()
    endpoint = null
  })

  it("lists the 24 provinces after an empty first option", async () => {
    await renderForm()
    const options = within(field.province()).getAllByRole("option")
    expect(options).toHaveLength(25)
    expect(options[0]).toHaveTextContent("Seleccioná tu provincia")
    expect(options[0]).toHaveValue("")
    expect(options[24]).toHaveTextContent("Tucumán")
  })

  it("on an empty submit shows every error but the interests', focuses the first field, sends nothing and says SPEC §8's sentence in the toast", async () => {
    endpoint = await startLeadEndpoint([])
    const user = userEvent.setup()
    await renderForm()
    expect(field.name()).not.toHaveAttribute("aria-invalid")
    await user.click(field.submit())
    expect(field.name()).toHaveFocus()
    expect(field.name()).toHaveAttribute("aria-invalid", "true")
    expect(field.name()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.nameRequired))
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.emailRequired))
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.phoneRequired))
    expect(field.province()).toHaveAccessibleDescription(copy.errors.provinceRequired)
    // SPEC §5: interests are labelled required (the legend's mark), but not enforced.
    const interests = screen.getByRole("group", { name: /¿Qué te interesa\?/ })
    expect(within(interests).getByText("*")).toBeVisible()
    expect(interests).toHaveAccessibleDescription(copy.inputs.interests.hint)
    expect(field.interest("Compra")).not.toHaveAttribute("aria-invalid")
    expect(field.message()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.messageRequired))
    expect(field.privacy()).toHaveAccessibleDescription(copy.errors.privacyRequired)
    expect(field.company()).not.toHaveAttribute("aria-invalid")
    expect(await screen.findByText("Error de validación")).toBeInTheDocument()
    const description = screen.getByText((_content, element) => element?.textContent?.startsWith("Debes") ?? false, {
      selector: "p",
    })
    expect(description.textContent).toBe(
      "Debes aceptar la política de privacidad.\n" +
        "Revisá estos 5 campos: Nombre y apellido, Correo electrónico, Teléfono, Provincia y Mensaje. " +
        "Ya dejamos el cursor en el primero.",
    )
    expect(endpoint.received).toHaveLength(0)
  })

  it("sends a request with no interest ticked, like any other (SPEC §5)", async () => {
    endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-20261127-AB12" } }])
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user, [])
    await user.click(field.submit())
    await waitFor(() => expect(endpoint?.received).toHaveLength(1))
    expect(await screen.findByText(copy.successToast.title)).toBeInTheDocument()
  })

  it("keeps every value after a failed check and focuses the one wrong field", async () => {
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.clear(field.email())
    await user.type(field.email(), "ana@empresa")
    await user.click(field.submit())
    expect(field.email()).toHaveFocus()
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.emailInvalid))
    expect(field.name()).toHaveValue("Ana Pérez")
    expect(field.province()).toHaveValue("Neuquén")
    expect(field.privacy()).toBeChecked()
    expect(screen.getAllByRole("textbox").filter((box) => box.getAttribute("aria-invalid"))).toEqual([field.email()])
  })

  it("submits on the first click even when the field being left is wrong", async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(field.message(), "Hola")
    await user.pointer({ keys: "[MouseLeft>]", target: field.submit() })
    expect(screen.queryByText(/El mensaje es muy corto/)).not.toBeInTheDocument()
    await user.pointer({ keys: "[/MouseLeft]", target: field.submit() })
    expect(field.name()).toHaveFocus()
    expect(screen.getByText(/El mensaje es muy corto/)).toBeInTheDocument()
  })

  it("shows the characters that cannot be used like any other error, and clears it once they are gone", async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.click(field.name())
    await user.paste("Ana \u202eevil")
    await user.tab()
    expect(field.name()).toHaveAttribute("aria-invalid", "true")
    expect(field.name()).toHaveAccessibleDescription(expect.stringContaining(leads.errors.invalidCharacters))
    await user.clear(field.name())
    await user.type(field.name(), "Ana Pérez")
    expect(field.name()).not.toHaveAttribute("aria-invalid")
  })

  it("checks a filled field on leaving it, and rechecks a wrong field as it is fixed", async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(field.email(), "ana@")
    expect(field.email()).not.toHaveAttribute("aria-invalid")
    await user.tab()
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.emailInvalid))
    await user.type(field.email(), "empresa.com.ar")
    expect(field.email()).not.toHaveAttribute("aria-invalid")
  })

  it("explains a message that is too short or too long, counting what the visitor sees", async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(field.message(), "  corto 👷  ")
    await user.tab()
    expect(field.message()).toHaveAccessibleDescription(
      expect.stringContaining("El mensaje es muy corto: escribí al menos 10 caracteres (ahora tiene 7)."),
    )
    await user.clear(field.message())
    await user.click(field.message())
    await user.paste("x".repeat(1001))
    await user.tab()
    expect(screen.getByText("1001 de 1000 caracteres")).toBeInTheDocument()
    expect(field.message()).toHaveAccessibleDescription(expect.stringContaining("(ahora tiene 1001)"))
  })

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

    const sentElapsedMs = async () => {
      await waitFor(() => expect(endpoint!.received).toHaveLength(1))
      return endpoint!.received[0].json?.elapsedMs
    }

    it("counts from the first typing, not from when the form appeared", async () => {
      endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000321" } }])
      const user = userEvent.setup()
      await renderForm()
      now += 60_000 // the form waited a minute on screen
      await fillValid(user)
      now += 2_000
      await user.click(field.submit())
      expect(await sentElapsedMs()).toBe(2_000)
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
      endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000321" } }])
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
      expect(await sentElapsedMs()).toBe(121_000)
    })

    it("counts a draft it did not type (the chat's answers) from the first interaction here", async () => {
      endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000321" } }])
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
      expect(await sentElapsedMs()).toBe(4_000)
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

  it("refuses a file of another type or over 10 MB, naming it, keeping everything else", async () => {
    const user = userEvent.setup({ applyAccept: false })
    await renderForm()
    await user.type(field.name(), "Ana")
    await user.upload(field.file(), new File(["MZ"], "programa.exe", { type: "application/x-msdownload" }))
    expect(field.file()).toHaveAccessibleDescription(
      expect.stringContaining("No podemos recibir «programa.exe»: adjuntá un archivo PDF, JPG, PNG, Word o Excel."),
    )
    expect(field.file().files).toHaveLength(0)
    const big = new File(["x"], "planos.pdf", { type: "application/pdf" })
    Object.defineProperty(big, "size", { value: 12 * 1024 * 1024 })
    await user.upload(field.file(), big)
    expect(field.file()).toHaveAccessibleDescription(expect.stringContaining("«planos.pdf» pesa 12,0 MB"))
    expect(field.name()).toHaveValue("Ana")

    await user.upload(field.file(), pdf())
    expect(field.file()).not.toHaveAttribute("aria-invalid")
    await user.click(screen.getByRole("button", { name: copy.removeAttachmentLabel }))
    expect(screen.getByText(copy.noFileLabel)).toBeInTheDocument()
  })

  it("sends multipart with the file, thanks with the reference after the server's answer, then resets", async () => {
    let answer!: () => void
    endpoint = await startLeadEndpoint([
      { status: 201, body: { reference: "VG-2026-3F7A-42" }, after: new Promise((resolve) => (answer = resolve)) },
    ])
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user, [])
    await user.click(field.interest("Alquiler"))
    await user.click(field.interest("Compra"))
    await user.upload(field.file(), pdf())
    await user.click(field.submit())
    const sending = await screen.findByRole("button", { name: copy.sendingLabel })
    expect(sending).toHaveAttribute("aria-disabled", "true")
    await user.click(sending)
    await user.type(field.name(), "{Enter}")
    expect(screen.queryByText("¡Gracias!")).not.toBeInTheDocument()
    await waitFor(() => expect(endpoint!.received).toHaveLength(1))
    answer()

    expect(await screen.findByText("¡Gracias!")).toBeInTheDocument()
    expect(
      screen.getByText(/Te contactaremos a la brevedad\.\s+Número de consulta: VG-2026-3F7A-42/),
    ).toBeInTheDocument()
    expect(endpoint.received).toHaveLength(1)
    const { contentType, body } = endpoint.received[0]
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(multipartField(body, "attachment")).toEqual({
      filename: "pliego.pdf",
      type: "application/pdf",
      value: "%PDF-1.4 pliego",
    })
    expect(multipartField(body, "kind")?.value).toBe("contacto")
    expect(multipartField(body, "name")?.value).toBe("Ana Pérez")
    expect(multipartField(body, "company")?.value).toBe("Petrolera del Sur")
    expect(multipartField(body, "province")?.value).toBe("Neuquén")
    expect(multipartField(body, "message")?.value).toBe(MESSAGE)
    expect(multipartField(body, "privacy")?.value).toBe("true")
    expect(multipartField(body, "idempotencyKey")?.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(multipartValues(body, "interests")).toEqual(["compra", "alquiler"])

    expect(field.name()).toHaveValue("")
    expect(field.province()).toHaveValue("")
    expect(field.privacy()).not.toBeChecked()
    expect(field.interest("Alquiler")).not.toBeChecked()
    expect(screen.getByText(copy.noFileLabel)).toBeInTheDocument()
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? "").not.toContain("Ana")
  })

  it("sends JSON without a file; a failure keeps every field and hands the request over", async () => {
    endpoint = await startLeadEndpoint([{ status: 503, body: { message: "Mantenimiento" } }])
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.click(field.submit())
    expect(await screen.findByText(copy.failureToast.title)).toBeInTheDocument()
    expect(endpoint.received[0].json).toMatchObject({ kind: "contacto", name: "Ana Pérez", privacy: true })
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(copy.failures.server)
    const whatsapp = within(alert).getByRole("link", { name: new RegExp(copy.handoff.whatsappLabel) })
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain(MESSAGE)
    const mail = within(alert).getByRole("link", { name: copy.handoff.emailLabel })
    expect(decodeURIComponent(mail.getAttribute("href")!)).toContain("Petrolera del Sur")
    expect(field.name()).toHaveValue("Ana Pérez")
    expect(field.message()).toHaveValue(MESSAGE)
    expect(field.province()).toHaveValue("Neuquén")
    expect(field.privacy()).toBeChecked()
    expect(screen.queryByText("¡Gracias!")).not.toBeInTheDocument()
  })

  it("when the file could not be sent, says it must be attached by hand", async () => {
    endpoint = await startLeadEndpoint([{ status: 404, body: {} }])
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.upload(field.file(), pdf())
    await user.click(field.submit())
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(copy.failures.unavailable)
    expect(alert).toHaveTextContent(copy.handoff.attachmentNote)
    expect(screen.getAllByText("pliego.pdf").length).toBeGreaterThan(0)
  })

  it("shows the server's field errors (422) under the fields and focuses the first", async () => {
    endpoint = await startLeadEndpoint([
      {
        status: 422,
        body: { errors: { phone: "Ese teléfono no parece real.", email: "Ese dominio no recibe correo." } },
      },
    ])
    const user = userEvent.setup()
    await renderForm()
    await fillValid(user)
    await user.click(field.submit())
    await waitFor(() => expect(field.email()).toHaveFocus())
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining("Ese dominio no recibe correo."))
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining("Ese teléfono no parece real."))
    expect(field.name()).toHaveValue("Ana Pérez")
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
