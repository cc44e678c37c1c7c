import styled from "@emotion/styled"
import { media } from "../styles/media"
import { FormulaText } from "./FormulaText"
import { Icon } from "./Icon/Icon"

interface Point {
  readonly title: string
  readonly text: string
  readonly icon: string
}

/** A row of short points, each with an icon: values, rental periods, calibration facts. */
export function IconPoints({ points, columns = 4 }: { points: readonly Point[]; columns?: 3 | 4 }) {
  return (
    <List columns={columns}>
      {points.map((point) => (
        <li key={point.title}>
          <Icon name={point.icon} size={32} />
          <h3>{point.title}</h3>
          <p>
            <FormulaText text={point.text} />
          </p>
        </li>
      ))}
    </List>
  )
}

const List = styled("ul", { shouldForwardProp: (prop) => prop !== "columns" })<{ columns: 3 | 4 }>(
  ({ theme, columns }) => ({
    display: "grid",
    gap: "2rem",
    margin: 0,
    padding: 0,
    listStyle: "none",
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    "& li": { paddingTop: "1.25rem", borderTop: `3px solid ${theme.colors.accent}` },
    "& svg": { color: theme.colors.navy, marginBottom: "0.75rem" },
    "& h3": { fontSize: "1.125rem" },
    "& p": { margin: 0, color: theme.colors.textMuted },
  }),
)
