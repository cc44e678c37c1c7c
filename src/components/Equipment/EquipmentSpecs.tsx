import styled from "@emotion/styled"
import { FormulaText } from "../FormulaText"

interface EquipmentSpecsProps {
  caption: string
  specs: ReadonlyArray<{ readonly label: string; readonly value: string }>
}

/** A line's key figures as a two-column table: each row headed by what is measured or described. */
export function EquipmentSpecs({ caption, specs }: EquipmentSpecsProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.label}>
            <th scope="row">
              <FormulaText text={spec.label} />
            </th>
            <td>
              <FormulaText text={spec.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

const Table = styled.table(({ theme }) => ({
  width: "100%",
  margin: "1rem 0 0",
  borderCollapse: "collapse",
  fontSize: "1rem",
  lineHeight: 1.4,
  "& caption": {
    marginBottom: "0.375rem",
    textAlign: "left",
    fontSize: theme.fontSizes.small,
    fontWeight: 700,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
    color: theme.colors.textMuted,
  },
  "& th, & td": {
    paddingBlock: "0.4375rem",
    borderTop: `1px solid ${theme.colors.border}`,
    verticalAlign: "top",
    textAlign: "left",
  },
  "& tr:last-of-type > *": { borderBottom: `1px solid ${theme.colors.border}` },
  "& th": { width: "40%", paddingRight: "0.75rem", fontWeight: 700, color: theme.colors.text },
  "& td": { color: theme.colors.textMuted },
}))
