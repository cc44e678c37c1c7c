/**
 * @jest-environment jsdom
 */
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import copy from "../../../content/contact-form.json"
import { field, fillValid, MESSAGE, pdf, renderForm } from "../../../test/contact-form"
import { multipartField, multipartValues, startLeadEndpoint } from "../../../test/lead-endpoint"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"

/** The contact form: the file, the send and the server's answers. */
describe("ContactForm", () => {
  beforeEach(() => window.sessionStorage.clear())

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
    const endpoint = await startLeadEndpoint([
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
    const endpoint = await startLeadEndpoint([{ status: 503, body: { message: "Mantenimiento" } }])
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
    await startLeadEndpoint([{ status: 404, body: {} }])
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
    await startLeadEndpoint([
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
})
