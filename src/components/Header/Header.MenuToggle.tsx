import * as React from "react"
import styled from "@emotion/styled"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { media } from "../../styles/media"
import { IconButtonOnDark } from "../Button"
import { Icon } from "../Icon/Icon"

interface ToggleProps {
  open: boolean
  controls: string
  onToggle: () => void
}

/** The menu button below 1024 px. */
export const MobileMenuToggle = React.forwardRef<HTMLButtonElement, ToggleProps>(function MobileMenuToggle(
  { open, controls, onToggle },
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
    </ToggleButton>
  )
})

const ToggleButton = styled(IconButtonOnDark)(({ theme }) => ({
  border: `1px solid ${theme.colors.navyLine}`,
  "&:hover": { background: theme.colors.navyRaised },
  [media.desktop]: { display: "none" },
}))
