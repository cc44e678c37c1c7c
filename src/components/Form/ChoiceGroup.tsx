import styled from "@emotion/styled"
import { Icon } from "../Icon/Icon"
import { FieldError } from "./FieldError"
import { Hint, Legend, RequiredMark } from "./labels"

export interface ChoiceOption {
  value: string
  label: string
}

export interface ChoiceGroupProps {
  /** The group's id: options get `<id>-<value>`, hint and error `<id>-ayuda` and `<id>-error`. */
  id: string
  name: string
  legend: string
  required?: boolean
  hint?: string | null
  error?: string | null
  options: readonly ChoiceOption[]
  isChecked: (value: string) => boolean
  onChange: (value: string, checked: boolean) => void
}

/**
 * Options drawn as toggles inside a fieldset whose legend names the question. The real inputs lie,
 * transparent, over each toggle, so they keep their role, label, focus and arrow keys (radios).
 */
export function ChoiceGroup(props: ChoiceGroupProps & { type: "checkbox" | "radio" }) {
  const { type, id, name, legend, required = false, hint, error, options, isChecked, onChange } = props
  const hintId = hint ? `${id}-ayuda` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <Fieldset id={id} aria-describedby={describedBy}>
      <Legend>
        {legend}
        {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
      </Legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Options>
        {options.map((option) => {
          const checked = isChecked(option.value)
          return (
            <Toggle key={option.value} data-checked={checked}>
              <input
                id={`${id}-${option.value}`}
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange(option.value, event.target.checked)}
              />
              <Icon name="check" size={18} />
              <span>{option.label}</span>
            </Toggle>
          )
        })}
      </Options>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  )
}

const Fieldset = styled.fieldset({
  display: "grid",
  gap: "0.375rem",
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})

const Options = styled.div({ display: "flex", flexWrap: "wrap", gap: "0.625rem", marginTop: "0.25rem" })

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
  '&:has(input[aria-invalid="true"])': { borderColor: theme.colors.danger, borderWidth: 2 },
  "&:hover": { borderColor: theme.colors.navy },
}))
