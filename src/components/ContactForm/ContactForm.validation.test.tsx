/**
 * @jest-environment jsdom
 */
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import copy from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import { field, fillValid, renderForm } from "../../../test/contact-form"
import { startLeadEndpoint } from "../../../test/lead-endpoint"

/** The contact form: the fields, their errors and the SPEC §8 toast. */
describe("ContactForm", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("lists the 24 provinces after an empty first option", async () => {
    await renderForm()
    const options = within(field.province()).getAllByRole("option")
    expect(options).toHaveLength(25)
    expect(options[0]).toHaveTextContent("Seleccioná tu provincia")
    expect(options[0]).toHaveValue("")
    expect(options[24]).toHaveTextContent("Tucumán")
  })

  it("on an empty submit shows every error but the interests', focuses the first field, sends nothing and says SPEC §8's sentence in the toast", async () => {
    const endpoint = await startLeadEndpoint([])
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
    const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-20261127-AB12" } }])
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
})
