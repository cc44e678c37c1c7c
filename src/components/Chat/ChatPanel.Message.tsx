import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import type { ChatMessage } from "../../lib/chat/machine"
import { reducedMotion } from "../../styles/media"
import { VisuallyHidden } from "../Button"

/** One message of the conversation, or the typing indicator while the assistant's reply is on its way. */
export function ChatMessageBubble({ message, typingLabel }: { message: ChatMessage; typingLabel: string }) {
  if (message.typing) {
    return (
      <Bubble sender="bot" data-typing="true">
        <Dots aria-hidden="true">
          <span />
          <span />
          <span />
        </Dots>
        <VisuallyHidden>{typingLabel}</VisuallyHidden>
      </Bubble>
    )
  }
  return (
    <Bubble sender={message.sender} data-sender={message.sender}>
      {message.text}
    </Bubble>
  )
}

const bounce = keyframes({
  "0%, 80%, 100%": { transform: "translateY(0)", opacity: 0.5 },
  "40%": { transform: "translateY(-4px)", opacity: 1 },
})

const Bubble = styled("div", { shouldForwardProp: (prop) => prop !== "sender" })<{ sender: "bot" | "user" }>(
  ({ theme, sender }) => ({
    maxWidth: "85%",
    padding: "0.625rem 0.875rem",
    borderRadius: "14px",
    fontSize: "1rem",
    lineHeight: 1.45,
    overflowWrap: "anywhere",
    whiteSpace: "pre-wrap",
    ...(sender === "bot"
      ? {
          alignSelf: "flex-start",
          borderBottomLeftRadius: 4,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          color: theme.colors.text,
        }
      : {
          alignSelf: "flex-end",
          borderBottomRightRadius: 4,
          background: theme.colors.navy,
          color: theme.colors.textOnDark,
        }),
  }),
)

const Dots = styled.span(({ theme }) => ({
  display: "inline-flex",
  gap: "0.25rem",
  padding: "0.25rem 0",
  "& span": {
    width: "0.5rem",
    height: "0.5rem",
    borderRadius: theme.radii.pill,
    background: theme.colors.textMuted,
    animation: `${bounce} 1s infinite ease-in-out`,
  },
  "& span:nth-of-type(2)": { animationDelay: "150ms" },
  "& span:nth-of-type(3)": { animationDelay: "300ms" },
  [reducedMotion]: { "& span": { animation: "none", opacity: 0.8 } },
}))
