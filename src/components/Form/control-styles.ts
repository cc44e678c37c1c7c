import type { Theme } from "@emotion/react"

/** The look of every text-like control (inputs, select, textarea), as the contact form has it. */
export const controlStyles = ({ theme }: { theme: Theme }) => ({
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
