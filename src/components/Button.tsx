import * as React from "react"
import styled from "@emotion/styled"
import type { Theme } from "@emotion/react"
import { Link } from "gatsby"
import { useInterfaceText } from "../hooks/use-interface-text"
import { canHover } from "../styles/media"

/**
 * Buttons and button-looking links. `primary` is the solid accent call to action; `secondary` is
 * outlined; `onDark` variants sit on the navy header, hero and footer.
 */
export type ButtonVariant = "primary" | "secondary" | "secondaryOnDark"

interface VariantProps {
  variant?: ButtonVariant
  size?: "regular" | "small"
}

const isStyleProp = (prop: string) => prop === "variant" || prop === "size"

function buttonStyles({ theme, variant = "primary", size = "regular" }: VariantProps & { theme: Theme }) {
  const palette = {
    primary: {
      color: theme.colors.navy,
      background: theme.colors.accent,
      border: theme.colors.accent,
      hoverBackground: theme.colors.accentHover,
      hoverColor: theme.colors.navy,
      focus: theme.colors.navy,
    },
    secondary: {
      color: theme.colors.navy,
      background: "transparent",
      border: theme.colors.navy,
      hoverBackground: theme.colors.navy,
      hoverColor: theme.colors.textOnDark,
      focus: theme.colors.link,
    },
    secondaryOnDark: {
      color: theme.colors.textOnDark,
      background: "transparent",
      border: theme.colors.textOnDark,
      hoverBackground: theme.colors.textOnDark,
      hoverColor: theme.colors.navy,
      focus: theme.colors.accent,
    },
  }[variant]
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "0.5rem",
    minHeight: size === "small" ? "2.5rem" : "3rem",
    padding: size === "small" ? "0.375rem 1rem" : "0.625rem 1.375rem",
    borderRadius: theme.radii.small,
    border: `2px solid ${palette.border}`,
    background: palette.background,
    color: palette.color,
    fontSize: size === "small" ? theme.fontSizes.small : "1rem",
    fontWeight: 700,
    lineHeight: 1.2,
    textAlign: "center" as const,
    textDecoration: "none",
    cursor: "pointer",
    transition: `background-color ${theme.transition}, color ${theme.transition}, border-color ${theme.transition}`,
    // Only where a pointer really hovers: after a tap a phone keeps :hover on the button until the next tap.
    [canHover]: {
      "&:hover": {
        background: palette.hoverBackground,
        borderColor: variant === "primary" ? palette.hoverBackground : palette.border,
        color: palette.hoverColor,
      },
    },
    "&:focus-visible": { outline: `3px solid ${palette.focus}`, outlineOffset: "3px" },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  }
}

/** An internal link (prefetched by Gatsby) that looks like a button. */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => !isStyleProp(prop) })<VariantProps>(buttonStyles)

/** A plain link drawn as a button (tel:, mailto:). */
export const AnchorButton = styled("a", { shouldForwardProp: (prop) => !isStyleProp(prop) })<VariantProps>(buttonStyles)

type ExternalButtonProps = VariantProps & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">

/** A link to another site, opened in a new tab. */
export function ExternalButton({ children, ...props }: ExternalButtonProps) {
  return (
    <AnchorButton target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <NewTabHint />
    </AnchorButton>
  )
}

export const Button = styled("button", { shouldForwardProp: (prop) => !isStyleProp(prop) })<VariantProps>(buttonStyles)

/** A 44 px square button holding only an icon (its name is its aria-label), white on the navy bars. */
export const IconButtonOnDark = styled.button(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.small,
  background: "transparent",
  color: theme.colors.textOnDark,
  cursor: "pointer",
}))

export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span(visuallyHidden)

/** Said after a link that opens a new tab, for those who cannot see where it opens. */
export function NewTabHint() {
  return <VisuallyHidden>{` ${useInterfaceText().newTabHint}`}</VisuallyHidden>
}

/** A label for assistive technology only, where the context already shows what the field is for. */
export const VisuallyHiddenLabel = styled.label(visuallyHidden)
