import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Icon } from "../Icon/Icon"

/** A field's error, under it, in the danger colours with an icon (never colour alone). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ErrorLine id={id}>
      <Icon name="close" size={16} />
      <span>{children}</span>
    </ErrorLine>
  )
}

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
