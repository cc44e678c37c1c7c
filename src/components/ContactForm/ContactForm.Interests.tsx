import styled from "@emotion/styled"
import type { Interest } from "../../lib/interests"
import { isInterest } from "../../lib/interests"
import { Icon } from "../Icon/Icon"
import { Hint, RequiredMark } from "./ContactForm.Field"

interface InterestsProps {
  legend: string
  hint?: string | null
  options: ReadonlyArray<{ value: string; label: string }>
  selected: readonly Interest[]
  onToggle: (interest: Interest) => void
}

/**
 * Compra, Alquiler, Servicio técnico: checkboxes shown as toggles, each on and off on its own. SPEC §5
 * labels the group required without enforcing it, so the mark is shown and nothing blocks the submit.
 */
export function InterestToggles({ legend, hint, options, selected, onToggle }: InterestsProps) {
  return (
    <Fieldset aria-describedby={hint ? "contacto-intereses-ayuda" : undefined}>
      <Legend>
        {legend}
        <RequiredMark aria-hidden="true"> *</RequiredMark>
      </Legend>
      {hint ? <Hint id="contacto-intereses-ayuda">{hint}</Hint> : null}
      <Options>
        {options
          .filter((option) => isInterest(option.value))
          .map((option) => {
            const value = option.value as Interest
            const checked = selected.includes(value)
            return (
              <Toggle key={value} data-checked={checked}>
                <input
                  type="checkbox"
                  name="intereses"
                  value={value}
                  checked={checked}
                  onChange={() => onToggle(value)}
                />
                <Icon name="check" size={18} />
                <span>{option.label}</span>
              </Toggle>
            )
          })}
      </Options>
    </Fieldset>
  )
}

const Fieldset = styled.fieldset({ margin: 0, padding: 0, border: 0, minWidth: 0 })

const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: "0.375rem",
  fontWeight: 700,
  color: theme.colors.navy,
}))

const Options = styled.div({ display: "flex", flexWrap: "wrap", gap: "0.625rem", marginTop: "0.625rem" })

const Toggle = styled.label(({ theme }) => ({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  minHeight: "2.75rem",
  padding: "0.5rem 1rem",
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.control}`,
  background: theme.colors.background,
  color: theme.colors.text,
  fontWeight: 700,
  cursor: "pointer",
  userSelect: "none",
  "& input": {
    position: "absolute",
    opacity: 0,
    inset: 0,
    width: "100%",
    height: "100%",
    margin: 0,
    cursor: "pointer",
  },
  "& svg": { display: "none" },
  '&[data-checked="true"]': {
    background: theme.colors.navy,
    borderColor: theme.colors.navy,
    color: theme.colors.textOnDark,
  },
  '&[data-checked="true"] svg': { display: "block", color: theme.colors.accent },
  "&:has(input:focus-visible)": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  "&:hover": { borderColor: theme.colors.navy },
}))
