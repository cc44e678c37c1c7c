import styled from "@emotion/styled"
import { Link } from "gatsby"
import { VisuallyHidden } from "../Button"
import { FieldError } from "./FieldError"

export interface PrivacyCopy {
  before: string
  linkLabel: string
  after: string
}

interface PrivacyConsentProps {
  id: string
  copy: PrivacyCopy
  checked: boolean
  error?: string | null
  onChange: (checked: boolean) => void
  /**
   * Inside a modal dialog the policy opens in a new tab, so the dialog and what was typed stay; this is
   * the hidden note that says so ("se abre en una pestaña nueva").
   */
  newTabNote?: string
}

const POLICY_PATH = "/politica-de-privacidad"

/** The required consent: a checkbox whose label links the privacy policy. */
export function PrivacyConsent({ id, copy, checked, error, onChange, newTabNote }: PrivacyConsentProps) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <Wrapper>
      <CheckboxLabel>
        <input
          id={id}
          type="checkbox"
          name="privacidad"
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {copy.before}
          {newTabNote ? (
            <a href={POLICY_PATH} target="_blank" rel="noopener noreferrer">
              {copy.linkLabel}
              <VisuallyHidden> ({newTabNote})</VisuallyHidden>
            </a>
          ) : (
            <Link to={POLICY_PATH}>{copy.linkLabel}</Link>
          )}
          {copy.after}
          <span aria-hidden="true"> *</span>
        </span>
      </CheckboxLabel>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  )
}

const Wrapper = styled.div({ display: "flex", flexDirection: "column", gap: "0.5rem" })

const CheckboxLabel = styled.label(({ theme }) => ({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.75rem",
  cursor: "pointer",
  "& input": {
    flex: "none",
    width: "1.375rem",
    height: "1.375rem",
    marginTop: "0.125rem",
    accentColor: theme.colors.navy,
    cursor: "pointer",
  },
  '& input[aria-invalid="true"]': { outline: `2px solid ${theme.colors.danger}`, outlineOffset: "2px" },
}))
