import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { FieldError } from "./FieldError"
import { Hint, Label, RequiredMark } from "./labels"

/** What a Field hands its control: its id, and `aria-invalid`/`aria-describedby` once there is an error. */
export interface ControlProps {
  id: string
  "aria-invalid": true | undefined
  "aria-describedby": string | undefined
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string | null
  error?: string | null
  /** Shown under the control, before the error (the message's character counter). */
  status?: ReactNode
  statusId?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled control with its hint and its error under it. Its four parts (label, hint, control, what
 * follows) sit on four grid rows; inside a FormRow the rows are shared with the neighbouring field, so two
 * controls side by side stay aligned when only one of them has a hint or a two-line label.
 */
export function Field({ id, label, required = false, hint, error, status, statusId, children }: FieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, statusId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <FieldGrid>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
      </Label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <ControlSlot>
        {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      </ControlSlot>
      {status || error ? (
        <After>
          {status}
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </After>
      ) : null}
    </FieldGrid>
  )
}

export const FIELD_ROWS = 4

const FieldGrid = styled.div({
  display: "grid",
  gridTemplateRows: `repeat(${FIELD_ROWS}, auto)`,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignContent: "start",
  rowGap: 0,
  minWidth: 0,
})

const FieldHint = styled(Hint)({ gridRow: 2, marginTop: "0.25rem" })

const ControlSlot = styled.div({ gridRow: 3, marginTop: "0.375rem", minWidth: 0 })

const After = styled.div({ gridRow: 4, display: "grid", alignContent: "start", gap: "0.375rem", marginTop: "0.375rem" })
