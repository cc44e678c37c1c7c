/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import contactForm from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import copy from "../../../content/request-dialogs.json"
import { startLeadEndpoint } from "../../../test/lead-endpoint"
import { renderWithProviders } from "../../../test/render"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"
import { requestDraftKey } from "../../lib/request-dialog/values"
import { OfferingActions } from "../Offering/OfferingActions"

const product = { slug: "detectores-portatiles", name: "Detectores portátiles monogás y multigas" }

function renderQuoteButton() {
  return renderWithProviders(
    <OfferingActions
      actions={[{ label: "Solicitar cotización", kind: "request", request: "cotizacion" }]}
      product={product}
    />,
  )
}

async function openQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Solicitar cotización" }))
  return screen.findByRole("dialog", { name: `Solicitar cotización: ${product.name}` })
}

const field = {
  quantity: () => screen.getByRole("spinbutton", { name: /Cantidad/ }),
  cuit: () => screen.getByRole("textbox", { name: /CUIT/ }),
  name: () => screen.getByRole("textbox", { name: /Nombre y apellido/ }),
  email: () => screen.getByRole("textbox", { name: /Correo electrónico/ }),
  phone: () => screen.getByRole("textbox", { name: /Teléfono/ }),
  province: () => screen.getByRole("combobox", { name: /Provincia/ }),
  privacy: () => screen.getByRole("checkbox", { name: /política de privacidad/ }),
  submit: () => screen.getByRole("button", { name: copy.submitLabel }),
}

async function fillQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(field.quantity())
  await user.type(field.quantity(), "12")
  await user.type(field.cuit(), "20-12345678-6")
  await user.type(field.name(), "Ana Pérez")
  await user.type(field.email(), "ana@petroleradelsur.com.ar")
  await user.type(field.phone(), "+54 299 400-0000")
  await user.selectOptions(field.province(), "Neuquén")
  await user.click(field.privacy())
}

describe("RequestDialog", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("opens from its button with the product in its title and the product preset", async () => {
    const user = userEvent.setup()
    renderQuoteButton()
    const dialog = await openQuote(user)
    expect(dialog).toHaveAttribute("open")
    expect(screen.getByRole("textbox", { name: /Producto o servicio/ })).toHaveValue(product.name)
    expect(screen.getByRole("button", { name: copy.closeLabel })).toBeInTheDocument()
  })

  it("starts the quantity at 1, as the quote list does", async () => {
    const user = userEvent.setup()
    renderQuoteButton()
    await openQuote(user)
    expect(field.quantity()).toHaveValue(1)
    await user.click(field.submit())
    expect(field.quantity()).not.toHaveAttribute("aria-invalid")
    expect(field.name()).toHaveFocus()
  })

  it("shows every error under its field in Spanish, focuses the first wrong one and brings its label into view", async () => {
    const user = userEvent.setup()
    renderQuoteButton()
    await openQuote(user)
    await user.clear(field.quantity())
    await user.type(field.cuit(), "20-12345678-0")
    const scrolled = jest.spyOn(Element.prototype, "scrollIntoView")
    await user.click(field.submit())
    expect(field.quantity()).toHaveFocus()
    // The field's whole block, its label included, not the bare control.
    expect(scrolled).toHaveBeenCalledTimes(1)
    const block = scrolled.mock.contexts[0] as Element
    expect(block).toContainElement(field.quantity())
    expect(block).toContainElement(screen.getByText("Cantidad", { selector: "label" }))
    scrolled.mockRestore()
    expect(field.quantity()).toHaveAttribute("aria-invalid", "true")
    expect(field.quantity()).toHaveAccessibleDescription(expect.stringContaining(leads.errors.quantityRequired))
    expect(field.cuit()).toHaveAccessibleDescription(expect.stringContaining(leads.errors.invalidCuit))
    expect(field.name()).toHaveAccessibleDescription(expect.stringContaining(contactForm.errors.nameRequired))
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(contactForm.errors.emailRequired))
    expect(field.province()).toHaveAccessibleDescription(contactForm.errors.provinceRequired)
    expect(field.privacy()).toHaveAccessibleDescription(contactForm.errors.privacyRequired)
    await user.type(field.quantity(), "3")
    expect(field.quantity()).not.toHaveAttribute("aria-invalid")
  })

  it("folds the optional fields under «Más detalles (opcional)», unfolded when one of them is wrong", async () => {
    const user = userEvent.setup()
    renderQuoteButton()
    await openQuote(user)
    const more = screen.getByText(copy.moreDetailsLabel).closest("details")!
    expect(more).not.toHaveAttribute("open")
    expect(more).toContainElement(field.cuit())
    expect(more).not.toContainElement(field.name())
    await user.click(field.submit())
    expect(more).not.toHaveAttribute("open")
    expect(field.name()).toHaveFocus()
    await user.type(field.cuit(), "20-1")
    await user.click(field.submit())
    expect(more).toHaveAttribute("open")
    expect(field.name()).toHaveFocus()
    expect(screen.getByText(leads.errors.invalidCuit)).toBeInTheDocument()
    await fillQuote(user)
    await user.clear(field.cuit())
    await user.type(field.cuit(), "20-1")
    more.open = false
    await user.click(field.submit())
    expect(more).toHaveAttribute("open")
    expect(field.cuit()).toHaveFocus()
  })

  it("keeps a draft per dialog: closed and opened again, or mounted afresh, it gives back what was typed", async () => {
    const user = userEvent.setup()
    const { unmount } = renderQuoteButton()
    await openQuote(user)
    await user.clear(field.quantity())
    await user.type(field.quantity(), "7")
    await user.type(field.name(), "Ana")
    await user.click(screen.getByRole("button", { name: copy.closeLabel }))
    expect(screen.getByRole("button", { name: "Solicitar cotización" })).toHaveFocus()
    await openQuote(user)
    expect(field.quantity()).toHaveValue(7)
    unmount()

    renderQuoteButton()
    await openQuote(user)
    expect(field.name()).toHaveValue("Ana")
    expect(screen.getByRole("status")).toHaveTextContent(copy.draftRestored)
    const stored = JSON.parse(window.sessionStorage.getItem(requestDraftKey("cotizacion", product.slug))!)
    expect(stored).toMatchObject({
      quantity: "7",
      name: "Ana",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it("prefills the contact details the chat captured", async () => {
    window.sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: "Beto Gómez", email: "beto@minera.com.ar", phone: "11 4000-0000", province: "Salta" }),
    )
    const user = userEvent.setup()
    renderQuoteButton()
    await openQuote(user)
    expect(field.name()).toHaveValue("Beto Gómez")
    expect(field.email()).toHaveValue("beto@minera.com.ar")
    expect(field.province()).toHaveValue("Salta")
  })

  it("sends the request, thanks with its reference, closes and forgets the draft", async () => {
    const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-7K4Q-53" } }])
    const user = userEvent.setup()
    renderQuoteButton()
    const dialog = await openQuote(user)
    await fillQuote(user)
    await user.click(field.submit())
    expect(await screen.findByText("Tu número de solicitud es VG-2026-7K4Q-53.", { exact: false })).toBeInTheDocument()
    expect(screen.getByText("¡Gracias!")).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"))
    await endpoint.close()
    expect(endpoint.received).toHaveLength(1)
    expect(endpoint.received[0].json).toMatchObject({
      kind: "cotizacion",
      product: product.slug,
      productName: product.name,
      quantity: "12",
      cuit: "20-12345678-6",
      name: "Ana Pérez",
      province: "Neuquén",
      privacy: true,
      website: "",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      elapsedMs: expect.any(Number),
    })
    expect(window.sessionStorage.getItem(requestDraftKey("cotizacion", product.slug))).toBeNull()
  })

  it("on a failed send keeps everything, says so and offers WhatsApp and e-mail with the request", async () => {
    const endpoint = await startLeadEndpoint([{ status: 503, body: { message: "Mantenimiento" } }])
    const user = userEvent.setup()
    renderQuoteButton()
    const dialog = await openQuote(user)
    await fillQuote(user)
    await user.click(field.submit())
    expect(await screen.findByText(copy.failureToast.title)).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent(copy.failures.server)
    const whatsapp = screen.getByRole("link", { name: new RegExp(copy.handoff.whatsappLabel) })
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain("Ana Pérez")
    expect(screen.getByRole("link", { name: copy.handoff.emailLabel })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    )
    expect(dialog).toHaveAttribute("open")
    expect(field.name()).toHaveValue("Ana Pérez")
    expect(field.quantity()).toHaveValue(12)
    await endpoint.close()
  })

  it("shows the server's own field errors (422) under the fields", async () => {
    const endpoint = await startLeadEndpoint([
      { status: 422, body: { errors: { email: "Ese dominio no recibe correo." } } },
    ])
    const user = userEvent.setup()
    renderQuoteButton()
    await openQuote(user)
    await fillQuote(user)
    await user.click(field.submit())
    await waitFor(() => expect(field.email()).toHaveFocus())
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining("Ese dominio no recibe correo."))
    await endpoint.close()
  })

  it("the catalog's request asks who and where to, and shows its number and the download link once sent, with no toast under the dialog", async () => {
    const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-H2M9-10" } }])
    const user = userEvent.setup()
    renderWithProviders(
      <OfferingActions
        actions={[{ label: "Pedirlo impreso o por correo", kind: "request", request: "catalogo" }]}
        product={{ slug: "catalogo", name: "Catálogo general de productos" }}
      />,
    )
    await user.click(screen.getByRole("button", { name: "Pedirlo impreso o por correo" }))
    await screen.findByRole("dialog", { name: "Pedir impreso o por correo: Catálogo general de productos" })
    expect(screen.queryByRole("textbox", { name: /Teléfono/ })).not.toBeInTheDocument()
    await user.type(field.name(), "Ana")
    await user.type(field.email(), "ana@empresa.com.ar")
    await user.type(screen.getByRole("textbox", { name: /Mensaje/ }), "Tres ejemplares impresos a la planta de Zárate.")
    await user.click(field.privacy())
    await user.click(field.submit())
    const link = await screen.findByRole("link", { name: copy.catalog.downloadLabel })
    expect(link).toHaveAttribute("href", "/descargas/catalogo-general.pdf")
    const dialog = screen.getByRole("dialog")
    expect(within(dialog).getByRole("status")).toHaveTextContent("VG-2026-H2M9-10")
    expect(screen.queryByText(copy.successToast.title)).not.toBeInTheDocument()
    expect(endpoint.received[0].json).toMatchObject({
      kind: "catalogo",
      product: "catalogo",
      message: "Tres ejemplares impresos a la planta de Zárate.",
    })
    await endpoint.close()
  })

  it("hides the anti-spam field from people and assistive technology", async () => {
    const user = userEvent.setup()
    renderQuoteButton()
    const dialog = await openQuote(user)
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    await act(async () => undefined)
  })
})
