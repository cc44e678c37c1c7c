import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Icon } from "../Icon/Icon"

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
 * A labelled form control with its hint and its error. The control gets `aria-invalid` and its error in
 * `aria-describedby` once validation has found a problem.
 */
export function Field({ id, label, required = false, hint, error, status, statusId, children }: FieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, statusId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {status}
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </Wrapper>
  )
}

export function FieldErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ErrorLine id={id}>
      <Icon name="close" size={16} />
      <span>{children}</span>
    </ErrorLine>
  )
}

const Wrapper = styled.div({ display: "flex", flexDirection: "column", gap: "0.375rem", minWidth: 0 })

export const Label = styled.label(({ theme }) => ({ fontWeight: 700, color: theme.colors.navy }))

export const RequiredMark = styled.span(({ theme }) => ({ color: theme.colors.danger }))

export const Hint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
}))

const ErrorLine = styled.p(({ theme }) => ({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.375rem",
  margin: 0,
  padding: "0.5rem 0.625rem",
  borderRadius: theme.radii.small,
  background: theme.colors.dangerSurface,
  color: theme.colors.danger,
  fontSize: theme.fontSizes.small,
  fontWeight: 700,
  overflowWrap: "anywhere",
  "& svg": { flex: "none", marginTop: "0.125rem" },
}))

const controlStyles = ({ theme }: { theme: import("@emotion/react").Theme }) => ({
  width: "100%",
  minHeight: "3rem",
  padding: "0.625rem 0.875rem",
  border: `1px solid ${theme.colors.control}`,
  borderRadius: theme.radii.small,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: "1rem",
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "1px" },
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: 2 },
})

export const Input = styled.input(controlStyles)

export const Select = styled.select(controlStyles)

export const TextArea = styled.textarea(({ theme }) => ({
  ...controlStyles({ theme }),
  minHeight: "9rem",
  resize: "vertical" as const,
  lineHeight: 1.5,
  overflowWrap: "anywhere" as const,
}))
