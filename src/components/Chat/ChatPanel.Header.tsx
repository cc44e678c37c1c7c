import * as React from "react"
import styled from "@emotion/styled"
import { IconButtonOnDark } from "../Button"
import { Icon } from "../Icon/Icon"

interface ChatHeaderProps {
  titleId: string
  subtitleId: string
  title: string
  subtitle: string
  closeLabel: string
  onClose: () => void
}

/** The panel's title bar: the assistant's name, what it does, and the close button. */
export const ChatHeader = React.forwardRef<HTMLDivElement, ChatHeaderProps>(function ChatHeader(
  { titleId, subtitleId, title, subtitle, closeLabel, onClose },
  ref,
) {
  return (
    <Bar ref={ref}>
      <Avatar aria-hidden="true">
        <Icon name="shield" size={22} />
      </Avatar>
      <div>
        <Title id={titleId}>{title}</Title>
        <Subtitle id={subtitleId}>{subtitle}</Subtitle>
      </div>
      <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size={22} />
      </CloseButton>
    </Bar>
  )
})

const Bar = styled.div(({ theme }) => ({
  flex: "none",
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: "0.875rem 0.75rem 0.875rem 1rem",
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  "& :focus-visible": { outlineColor: theme.colors.accent },
}))

const Avatar = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
}))

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: "1.0625rem", color: theme.colors.textOnDark }))

const Subtitle = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.small,
  color: theme.colors.textOnDarkMuted,
}))

const CloseButton = styled(IconButtonOnDark)(({ theme }) => ({
  marginLeft: "auto",
  "&:hover": { background: theme.colors.navyRaised },
}))
