import styled from "@emotion/styled"
import { media } from "../styles/media"
import { FormulaText } from "./FormulaText"

interface Step {
  readonly title: string
  readonly text: string
}

/** A numbered process (rental, technical service): an ordered list, so the numbers are real. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <List>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Number aria-hidden="true">{index + 1}</Number>
          <h3>{step.title}</h3>
          <p>
            <FormulaText text={step.text} />
          </p>
        </li>
      ))}
    </List>
  )
}

const List = styled.ol(({ theme }) => ({
  display: "grid",
  gap: "1.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  "& li": {
    position: "relative",
    padding: "1.5rem",
    borderRadius: theme.radii.card,
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
  },
  "& h3": { fontSize: "1.125rem", margin: "0 0 0.375rem" },
  "& p": { margin: 0, color: theme.colors.textMuted, fontSize: "1rem" },
}))

const Number = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  width: "2.5rem",
  height: "2.5rem",
  marginBottom: "1rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
  fontWeight: 700,
  fontSize: "1.125rem",
}))
