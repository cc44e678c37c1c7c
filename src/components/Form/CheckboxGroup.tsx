import { ChoiceGroup } from "./ChoiceGroup"
import type { ChoiceGroupProps } from "./ChoiceGroup"

interface CheckboxGroupProps extends Omit<ChoiceGroupProps, "isChecked" | "onChange"> {
  selected: readonly string[]
  onChange: (selected: string[]) => void
}

/** Several answers to one question (fieldset and legend), each toggled on and off on its own. */
export function CheckboxGroup({ selected, onChange, options, ...rest }: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      {...rest}
      type="checkbox"
      options={options}
      isChecked={(value) => selected.includes(value)}
      onChange={(value, checked) =>
        onChange(
          // Kept in the options' order, whatever the order of the clicks.
          options.map((option) => option.value).filter((item) => (item === value ? checked : selected.includes(item))),
        )
      }
    />
  )
}
