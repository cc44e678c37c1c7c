import type { CSSObject, Theme } from "@emotion/react"

/** The white, bordered and lightly lifted surface every card of the site stands on. */
export function cardSurface(theme: Theme): CSSObject {
  return {
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    boxShadow: theme.shadows.card,
  }
}
