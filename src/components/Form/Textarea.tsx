import styled from "@emotion/styled"
import { fillTemplate } from "../../lib/text-template"
import { controlStyles } from "./control-styles"

export const Textarea = styled.textarea(({ theme }) => ({
  ...controlStyles({ theme }),
  minHeight: "7.5rem",
  resize: "vertical" as const,
  lineHeight: 1.5,
  overflowWrap: "anywhere" as const,
}))

interface CharacterCounterProps {
  /** Referenced by the textarea's `aria-describedby` (a Field's `statusId`). */
  id: string
  count: number
  max: number
  /** From content: "{count} de {max} caracteres". */
  template: string
}

/** "120 de 1000 caracteres" under a textarea; past the maximum it turns red and bold, nothing is cut. */
export function CharacterCounter({ id, count, max, template }: CharacterCounterProps) {
  return (
    <Counter id={id} over={count > max}>
      {fillTemplate(template, { count, max })}
    </Counter>
  )
}

const Counter = styled("p", { shouldForwardProp: (prop) => prop !== "over" })<{ over: boolean }>(({ theme, over }) => ({
  margin: 0,
  justifySelf: "end",
  fontSize: theme.fontSizes.small,
  fontVariantNumeric: "tabular-nums",
  color: over ? theme.colors.danger : theme.colors.textMuted,
  fontWeight: over ? 700 : 400,
}))
