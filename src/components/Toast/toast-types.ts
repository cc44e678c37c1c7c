export type ToastVariant = "default" | "success" | "destructive"

/** What a toast says: a short title and an optional sentence under it. */
export interface ToastMessage {
  title: string
  description?: string
  variant?: ToastVariant
  /** A toast replaces any earlier one still showing with the same group (a form's error, then its success). */
  group?: string
}

export interface QueuedToast extends ToastMessage {
  id: number
}
