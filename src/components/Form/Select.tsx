import type { SelectHTMLAttributes } from "react"
import styled from "@emotion/styled"
import type { ControlProps } from "./Field"
import { controlStyles } from "./control-styles"

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  control: ControlProps
  /** The empty first option ("Seleccioná tu provincia"). */
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
}

/** A native select with an empty first option, so nothing is chosen for the visitor. */
export function Select({ control, placeholder, options, ...rest }: SelectProps) {
  return (
    <NativeSelect {...control} {...rest}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  )
}

const NativeSelect = styled.select(controlStyles)
