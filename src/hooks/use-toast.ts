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

/**
 * Where the toasts start from the window's top, when something on screen must stay clear of them (the chat
 * panel's title bar and close button): a CSS custom property on the root element, read by the toast region.
 */
export const TOASTS_TOP_PROPERTY = "--toasts-top"

/** Given by components/Toast/ToastProvider (in the Layout), which queues and renders the toasts. */
export const ToastContext = createContext<ShowToast | null>(null)

/** The one way to show a toast: `toast({ title, description, variant })`. */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>")
  return toast
}
