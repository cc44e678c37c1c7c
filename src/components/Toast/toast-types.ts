export type ToastVariant = "default" | "success" | "destructive"

/** What a toast says: a short title and an optional sentence under it. */
export interface ToastMessage {
  title: string
  description?: string
  variant?: ToastVariant
}

export interface QueuedToast extends ToastMessage {
  id: number
}
