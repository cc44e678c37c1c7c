import styled from "@emotion/styled"
import { media } from "../styles/media"
import { FormulaText } from "./FormulaText"
import { Icon } from "./Icon/Icon"

/** A list of short statements, each ticked: what a rental includes, what the company commits to. */
export function CheckList({ items, columns = 2 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <List columns={columns}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={22} />
          <span>
            <FormulaText text={item} />
          </span>
        </li>
      ))}
    </List>
  )
}

const List = styled("ul", { shouldForwardProp: (prop) => prop !== "columns" })<{ columns: 1 | 2 }>(
  ({ theme, columns }) => ({
    display: "grid",
    gap: "0.875rem 2rem",
    maxWidth: columns === 1 ? theme.measure : "none",
    margin: 0,
    padding: 0,
    listStyle: "none",
    [media.tablet]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    "& li": { display: "flex", gap: "0.75rem", alignItems: "flex-start" },
    "& svg": {
      flex: "none",
      padding: "0.125rem",
      borderRadius: theme.radii.pill,
      background: theme.colors.accent,
      color: theme.colors.navy,
    },
  }),
)
