import styled from "@emotion/styled"
import { controlStyles } from "./control-styles"

/**
 * A one-line control: text, e-mail, tel, number or date (`type`, with `inputMode` and `autoComplete` as
 * the field needs). Spread a Field's ControlProps on it.
 */
export const TextInput = styled.input(controlStyles)
