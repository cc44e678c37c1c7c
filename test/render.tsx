import * as React from "react"
import { render } from "@testing-library/react"
import type { RenderOptions } from "@testing-library/react"
import { ThemeProvider } from "@emotion/react"
import { ToastProvider } from "../src/components/Toast/ToastProvider"
import { theme } from "../src/styles/theme"
import interfaceText from "../content/interface.json"

function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider regionLabel={interfaceText.notificationsLabel}>{children}</ToastProvider>
    </ThemeProvider>
  )
}

/** Renders inside the same providers as the site (theme, toasts). */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options })
}
