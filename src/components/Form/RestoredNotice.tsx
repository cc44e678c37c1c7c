import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { Icon } from "../Icon/Icon"

/** "We gave you back what you typed": said (role status) when a form opens on a stored draft. */
export function RestoredNotice({ children }: { children: ReactNode }) {
  return (
    <Notice role="status">
      <Icon name="clipboard" size={20} />
      <span>{children}</span>
    </Notice>
  )
}

const Notice = styled.p(({ theme }) => ({
  display: "flex",
  gap: "0.625rem",
  alignItems: "flex-start",
  margin: 0,
  padding: "0.75rem 1rem",
  borderRadius: theme.radii.small,
  borderLeft: `4px solid ${theme.colors.accent}`,
  background: theme.colors.surface,
  fontSize: "0.9375rem",
  "& svg": { flex: "none", marginTop: "0.125rem", color: theme.colors.navy },
}))
