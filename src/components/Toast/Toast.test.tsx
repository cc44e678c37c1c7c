/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useToast } from "../../hooks/use-toast"
import type { ToastMessage } from "../../hooks/use-toast"
import { renderWithProviders } from "../../../test/render"

function Trigger(message: ToastMessage) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast(message)}>
      Avisar
    </button>
  )
}

describe("toasts", () => {
  it("keeps a labelled live region in the page before any toast", () => {
    renderWithProviders(<p>Contenido</p>)
    const region = screen.getByRole("region", { name: "Notificaciones" })
    expect(region.querySelector('[aria-live="polite"]')).toBeInTheDocument()
  })

  it("shows a title and a description inside the live region, then closes on request", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Trigger title="¡Gracias!" description="Te contactaremos a la brevedad." variant="success" />)
    await user.click(screen.getByRole("button", { name: "Avisar" }))
    const title = await screen.findByText("¡Gracias!")
    const region = screen.getByRole("region", { name: "Notificaciones" })
    expect(region).toContainElement(title)
    expect(screen.getByText("Te contactaremos a la brevedad.")).toBeInTheDocument()
    expect(title.closest("[data-toast-variant]")).toHaveAttribute("data-toast-variant", "success")

    await user.click(screen.getByRole("button", { name: "Cerrar notificación" }))
    await waitFor(() => expect(screen.queryByText("¡Gracias!")).not.toBeInTheDocument())
  })

  it("renders the destructive variant", async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <Trigger
        title="Error de validación"
        description="Debes aceptar la política de privacidad."
        variant="destructive"
      />,
    )
    await user.click(screen.getByRole("button", { name: "Avisar" }))
    const title = await screen.findByText("Error de validación")
    expect(title.closest("[data-toast-variant]")).toHaveAttribute("data-toast-variant", "destructive")
  })

  it("replaces an earlier toast of the same group, and keeps toasts of other groups", async () => {
    const user = userEvent.setup()
    function Form() {
      const toast = useToast()
      return (
        <>
          <button
            type="button"
            onClick={() => toast({ title: "Error de validación", variant: "destructive", group: "form" })}
          >
            Fallar
          </button>
          <button type="button" onClick={() => toast({ title: "¡Gracias!", variant: "success", group: "form" })}>
            Enviar
          </button>
          <button type="button" onClick={() => toast({ title: "Aviso aparte" })}>
            Otro
          </button>
        </>
      )
    }
    renderWithProviders(<Form />)
    await user.click(screen.getByRole("button", { name: "Otro" }))
    await user.click(screen.getByRole("button", { name: "Fallar" }))
    expect(await screen.findByText("Error de validación")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Enviar" }))
    expect(await screen.findByText("¡Gracias!")).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText("Error de validación")).not.toBeInTheDocument())
    expect(screen.getByText("Aviso aparte")).toBeInTheDocument()
  })

  it("refuses to work outside the provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    function Orphan() {
      useToast()
      return null
    }
    expect(() => renderWithProviders(<Orphan />, { wrapper: undefined })).toThrow(/ToastProvider/)
    spy.mockRestore()
  })
})
