import type { ButtonHTMLAttributes, ReactNode } from "react"
import { Button } from "../Button"

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  sending: boolean
  /** From content: "Enviando…". */
  sendingLabel: string
  children: ReactNode
}

/**
 * The form's submit button. While the request is on its way it says so and cannot be pressed again
 * (`aria-disabled` keeps it focusable, so keyboard focus is not thrown back to the page).
 */
export function SubmitButton({ sending, sendingLabel, children, ...rest }: SubmitButtonProps) {
  return (
    <Button
      {...rest}
      type="submit"
      aria-disabled={sending || undefined}
      onClick={(event) => {
        if (sending) event.preventDefault()
      }}
    >
      {sending ? sendingLabel : children}
    </Button>
  )
}
