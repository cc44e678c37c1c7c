import { ChoiceGroup } from "./ChoiceGroup"
import type { ChoiceGroupProps } from "./ChoiceGroup"

interface RadioGroupProps extends Omit<ChoiceGroupProps, "isChecked" | "onChange"> {
  value: string
  onChange: (value: string) => void
}

/** One answer among a few (fieldset and legend); arrow keys move between the options. */
export function RadioGroup({ value, onChange, ...rest }: RadioGroupProps) {
  return (
    <ChoiceGroup
      {...rest}
      type="radio"
      isChecked={(option) => option === value}
      onChange={(option, checked) => {
        if (checked) onChange(option)
      }}
    />
  )
}
