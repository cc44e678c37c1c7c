import * as React from "react"
import { act } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { reactDOMUtils } from "./react-dom-utils"

describe("reactDOMUtils", () => {
  it("requires React DOM only when the first render asks for it, not when the runtime starts", () => {
    // A fresh registry (the module, React, React DOM), with `react-dom/client` wrapped to count requires.
    const required = jest.fn()
    jest.isolateModules(() => {
      jest.doMock("react-dom/client", () => {
        required()
        return jest.requireActual("react-dom/client")
      })
      const isolatedReact: typeof import("react") = require("react")
      const isolated: typeof import("./react-dom-utils") = require("./react-dom-utils")

      const { render } = isolated.reactDOMUtils()
      expect(required).not.toHaveBeenCalled()

      const container = document.createElement("div")
      isolatedReact.act(() => render(isolatedReact.createElement("p", null, "Detectores de gases"), container))
      expect(required).toHaveBeenCalledTimes(1)
      expect(container.textContent).toBe("Detectores de gases")
    })
    jest.dontMock("react-dom/client")
  })

  it("renders into the same root when called again for the same element", () => {
    const { render } = reactDOMUtils()
    const container = document.createElement("div")
    act(() => render(<p>Alquiler</p>, container))
    const paragraph = container.firstChild
    act(() => render(<p>Servicio técnico</p>, container))
    expect(container.firstChild).toBe(paragraph)
    expect(container.textContent).toBe("Servicio técnico")
  })

  it("hydrates pre-rendered markup without replacing it, and the page responds", () => {
    const { hydrate } = reactDOMUtils()
    function Counter() {
      const [count, setCount] = React.useState(0)
      return <button onClick={() => setCount(count + 1)}>Consultas: {count}</button>
    }
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Counter />)
    document.body.append(container)
    const button = container.querySelector("button")!
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)

    act(() => {
      hydrate(<Counter />, container)
    })
    act(() => button.click())

    expect(container.querySelector("button")).toBe(button)
    expect(button.textContent).toBe("Consultas: 1")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    container.remove()
  })
})
