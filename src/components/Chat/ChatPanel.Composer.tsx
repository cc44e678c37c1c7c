import * as React from "react"
import styled from "@emotion/styled"
import type { LeadField } from "../../lib/chat/script"
import { VisuallyHiddenLabel } from "../Button"
import { Icon } from "../Icon/Icon"

interface ChatComposerProps {
  inputId: string
  field: LeadField
  placeholder: string
  inputLabel: string
  sendLabel: string
  /** Called with the visitor's text; blank text (SPEC §5) is never sent. */
  onSend: (text: string) => void
}

/** The text box of a step that asks for the visitor's details. */
export const ChatComposer = React.forwardRef<HTMLInputElement, ChatComposerProps>(function ChatComposer(
  { inputId, field, placeholder, inputLabel, sendLabel, onSend },
  ref,
) {
  const [text, setText] = React.useState("")
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        if (!text.trim()) return
        onSend(text)
        setText("")
      }}
    >
      <VisuallyHiddenLabel htmlFor={inputId}>{inputLabel}</VisuallyHiddenLabel>
      <TextInput
        ref={ref}
        id={inputId}
        value={text}
        placeholder={placeholder}
        autoComplete={AUTOCOMPLETE[field]}
        onChange={(event) => setText(event.target.value)}
      />
      <SendButton type="submit" aria-label={sendLabel}>
        <Icon name="arrow-right" size={22} />
      </SendButton>
    </Form>
  )
})

const AUTOCOMPLETE: Record<LeadField, string> = {
  name: "name",
  company: "organization",
  email: "email",
  phone: "tel",
  province: "address-level1",
  interest: "off",
}

const Form = styled.form(({ theme }) => ({
  display: "flex",
  gap: "0.5rem",
  padding: "0.75rem",
  borderTop: `1px solid ${theme.colors.border}`,
}))

const TextInput = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  minHeight: "2.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${theme.colors.control}`,
  borderRadius: theme.radii.small,
  fontSize: "1rem",
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "1px" },
}))

const SendButton = styled.button(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.small,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  cursor: "pointer",
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))
