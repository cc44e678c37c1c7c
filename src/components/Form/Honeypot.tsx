import styled from "@emotion/styled"

interface HoneypotProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}

/**
 * A field people never see or hear (off screen, `aria-hidden`, out of the tab order) and browsers never
 * fill in; form-filling bots do, and the server then answers as if the request was stored, without storing it.
 */
export function Honeypot({ id, label, value, onChange }: HoneypotProps) {
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </OffScreen>
  )
}

const OffScreen = styled.div({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" })
