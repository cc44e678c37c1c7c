import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import copy from "../../../content/contact-form.json"
import { renderWithProviders } from "../../../test/render"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-draft"
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
  submit: () => screen.getByRole("button", { name: "Enviar consulta" }),
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), "Ana Pérez")
  await user.type(field.email(), "ana@empresa.com.ar")
  await user.type(field.phone(), "+54 11 4000-0000")
  await user.selectOptions(field.province(), "Neuquén")
  await user.type(field.message(), "Necesito cotizar diez detectores multigas.")
  await user.click(field.privacy())
}

function renderForm(presetInterests: Array<"compra" | "alquiler" | "servicio-tecnico"> = []) {
  return renderWithProviders(<ContactForm presetInterests={presetInterests} />)
}

describe("ContactForm", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("lists the 24 provinces after an empty first option", () => {
    renderForm()
    const options = within(field.province()).getAllByRole("option")
    expect(options).toHaveLength(25)
    expect(options[0]).toHaveTextContent("Seleccioná tu provincia")
    expect(options[0]).toHaveValue("")
    expect(options[1]).toHaveTextContent("Buenos Aires")
    expect(options[24]).toHaveTextContent("Tucumán")
  })

  it("on an empty submit shows every error, focuses the first field and shows no success", async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(field.submit())
    expect(field.name()).toHaveFocus()
    expect(field.name()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.nameRequired))
    expect(field.name()).toHaveAttribute("aria-invalid", "true")
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.emailRequired))
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.phoneRequired))
    expect(field.province()).toHaveAccessibleDescription(copy.errors.provinceRequired)
    expect(field.message()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.messageRequired))
    expect(field.privacy()).toHaveAccessibleDescription(copy.errors.privacyRequired)
    expect(field.company()).not.toHaveAttribute("aria-invalid")
    expect(await screen.findByText("Error de validación")).toBeInTheDocument()
    expect(screen.getByText("Debes aceptar la política de privacidad.")).toBeInTheDocument()
    expect(screen.queryByText("¡Gracias!")).not.toBeInTheDocument()
  })

  it("does not set aria-invalid before validation", () => {
    renderForm()
    expect(field.name()).not.toHaveAttribute("aria-invalid")
    expect(field.message()).toHaveAccessibleDescription(expect.stringContaining("0 de 1000 caracteres"))
  })

  it("keeps every value after a failed submit and focuses the one wrong field", async () => {
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.clear(field.email())
    await user.type(field.email(), "ana@empresa")
    await user.click(field.submit())
    expect(field.email()).toHaveFocus()
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.emailInvalid))
    expect(field.name()).toHaveValue("Ana Pérez")
    expect(field.message()).toHaveValue("Necesito cotizar diez detectores multigas.")
    expect(field.province()).toHaveValue("Neuquén")
    expect(field.privacy()).toBeChecked()
    expect(screen.getAllByRole("textbox").filter((box) => box.getAttribute("aria-invalid"))).toEqual([field.email()])
  })

  it("submits on the first click even when the field being left is wrong", async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(field.message(), "Hola")
    await user.pointer({ keys: "[MouseLeft>]", target: field.submit() })
    expect(screen.queryByText(/El mensaje es muy corto/)).not.toBeInTheDocument()
    await user.pointer({ keys: "[/MouseLeft]", target: field.submit() })
    expect(field.name()).toHaveFocus()
    expect(screen.getByText(/El mensaje es muy corto/)).toBeInTheDocument()
  })

  it("clears an error as soon as the visitor fixes the field", async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(field.submit())
    await user.type(field.name(), "Ana")
    expect(field.name()).not.toHaveAttribute("aria-invalid")
  })

  it("explains a message that is too short or too long, counting what the visitor sees", async () => {
    const user = userEvent.setup()
    renderForm()
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

  it("on a valid submit logs the request, thanks the visitor and resets the form", async () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(field.interest("Alquiler"))
    await user.click(field.submit())
    expect(await screen.findByText("¡Gracias!")).toBeInTheDocument()
    expect(screen.getByText("Te contactaremos a la brevedad.")).toBeInTheDocument()
    expect(info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ name: "Ana Pérez", province: "Neuquén", interests: ["alquiler"], attachment: null }),
    )
    expect(field.name()).toHaveValue("")
    expect(field.message()).toHaveValue("")
    expect(field.province()).toHaveValue("")
    expect(field.privacy()).not.toBeChecked()
    expect(field.interest("Alquiler")).not.toBeChecked()
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull()
    info.mockRestore()
  })

  it("toggles each interest on and off", async () => {
    const user = userEvent.setup()
    renderForm()
    const compra = field.interest("Compra")
    await user.click(compra)
    expect(compra).toBeChecked()
    await user.click(field.interest("Servicio técnico"))
    await user.click(compra)
    expect(compra).not.toBeChecked()
    expect(field.interest("Servicio técnico")).toBeChecked()
  })

  it("presets the interests the visit asks for", async () => {
    renderForm(["alquiler"])
    await waitFor(() => expect(field.interest("Alquiler")).toBeChecked())
    expect(field.interest("Compra")).not.toBeChecked()
  })

  it("keeps a draft while typing and restores it, without the attachment", async () => {
    const user = userEvent.setup()
    const { unmount } = renderForm()
    await user.type(field.name(), "Ana")
    await user.type(field.message(), "Mensaje a medio escribir")
    await user.click(field.interest("Compra"))
    unmount()

    renderForm()
    await waitFor(() => expect(field.name()).toHaveValue("Ana"))
    expect(field.message()).toHaveValue("Mensaje a medio escribir")
    expect(field.interest("Compra")).toBeChecked()
    expect(screen.getByRole("status")).toHaveTextContent(copy.draftRestored)
  })

  it("refuses a file of another type, keeping everything else", async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderForm()
    await user.type(field.name(), "Ana")
    await user.upload(field.file(), new File(["MZ"], "programa.exe", { type: "application/x-msdownload" }))
    expect(field.file()).toHaveAccessibleDescription(
      expect.stringContaining("No podemos recibir «programa.exe»: adjuntá un archivo PDF, JPG, PNG, Word o Excel."),
    )
    expect(field.file().files).toHaveLength(0)
    expect(field.name()).toHaveValue("Ana")
  })

  it("refuses a file over 10 MB and accepts a valid one, which can be removed", async () => {
    const user = userEvent.setup()
    renderForm()
    const big = new File(["x"], "planos.pdf", { type: "application/pdf" })
    Object.defineProperty(big, "size", { value: 12 * 1024 * 1024 })
    await user.upload(field.file(), big)
    expect(field.file()).toHaveAccessibleDescription(expect.stringContaining("«planos.pdf» pesa 12,0 MB"))

    await user.upload(field.file(), new File(["%PDF"], "pliego.pdf", { type: "application/pdf" }))
    expect(field.file()).not.toHaveAttribute("aria-invalid")
    expect(screen.getAllByText("pliego.pdf").length).toBeGreaterThan(0)
    await user.click(screen.getByRole("button", { name: "Quitar el archivo" }))
    expect(screen.getByText("Ningún archivo elegido")).toBeInTheDocument()
  })

  it("shows markup typed into a field as text, never as markup", async () => {
    const user = userEvent.setup()
    const { container } = renderForm()
    await user.type(field.name(), "<img src=x onerror=alert(1)>")
    await user.click(field.submit())
    expect(field.name()).toHaveValue("<img src=x onerror=alert(1)>")
    expect(container.querySelector("img[src='x']")).toBeNull()
  })

  it("adopts text typed into the pre-rendered page before React took over", async () => {
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
    const early = container.querySelector<HTMLTextAreaElement>("#contacto-mensaje")!
    early.value = "Escrito antes de que cargue la página"
    const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await act(async () => {
      hydrateRoot(container, app)
    })
    errorSpy.mockRestore()
    await waitFor(() => expect(container.querySelector("form")).toHaveAttribute("data-ready", "true"))
    expect(container.querySelector("#contacto-mensaje")).toHaveValue("Escrito antes de que cargue la página")
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toContain("Escrito antes de que cargue la página")
    container.remove()
  })
})
