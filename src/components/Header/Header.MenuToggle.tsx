import * as React from "react"
import styled from "@emotion/styled"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { media } from "../../styles/media"
import { IconButtonOnDark } from "../Button"
import { Icon } from "../Icon/Icon"

interface ToggleProps {
  open: boolean
  /** The quote list's lines: the count rides on the toggle, the list's entry is in the menu. */
  quoteCount: number
  controls: string
  onToggle: () => void
}

/** The menu button below 1024 px. */
export const MobileMenuToggle = React.forwardRef<HTMLButtonElement, ToggleProps>(function MobileMenuToggle(
  { open, quoteCount: count, controls, onToggle },
  ref,
) {
  const text = useInterfaceText()
  return (
    <ToggleButton
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={open ? text.closeMenuLabel : text.openMenuLabel}
      onClick={onToggle}
    >
      <Icon name={open ? "close" : "menu"} size={26} />
      {count > 0 && !open ? (
        <Count aria-hidden="true" data-quote-count={count}>
          {count}
        </Count>
      ) : null}
    </ToggleButton>
  )
})

const ToggleButton = styled(IconButtonOnDark)(({ theme }) => ({
  position: "relative",
  border: `1px solid ${theme.colors.navyLine}`,
  "&:hover": { background: theme.colors.navyRaised },
  [media.desktop]: { display: "none" },
}))

/** Over the toggle's corner, out of the layout: nothing moves when it appears. */
const Count = styled.span(({ theme }) => ({
  position: "absolute",
  top: "-0.375rem",
  right: "-0.375rem",
  display: "grid",
  placeItems: "center",
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: "0 0.25rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
  fontSize: "0.75rem",
  fontWeight: 700,
}))
