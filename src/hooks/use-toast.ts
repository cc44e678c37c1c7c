import { useContext } from "react"
import { ToastContext } from "../components/Toast/ToastProvider"

/** The one way to show a toast: `toast({ title, description, variant })`. */
export function useToast() {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>")
  return toast
}
