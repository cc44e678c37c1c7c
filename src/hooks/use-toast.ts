import { createContext, useContext } from "react"

export type ToastVariant = "default" | "success" | "destructive"

/** What a toast says: a short title and an optional sentence under it. */
export interface ToastMessage {
  title: string
  description?: string
  variant?: ToastVariant
  /** A toast replaces any earlier one still showing with the same group (a form's error, then its success). */
  group?: string
}

export type ShowToast = (message: ToastMessage) => void

/** Given by components/Toast/ToastProvider (in the Layout), which queues and renders the toasts. */
export const ToastContext = createContext<ShowToast | null>(null)

/** The one way to show a toast: `toast({ title, description, variant })`. */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>")
  return toast
}
