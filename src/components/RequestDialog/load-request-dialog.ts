import type { ComponentType } from "react"
import type { RequestDialogProps } from "./RequestDialog"

/** The dialog's module (its form, fields and content query) as a chunk of its own, fetched on first use. */
export function loadRequestDialog(): Promise<ComponentType<RequestDialogProps>> {
  return import("./RequestDialog").then((module) => module.RequestDialog)
}
