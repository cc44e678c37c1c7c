import styled from "@emotion/styled"
import { media } from "../../styles/media"
import { FIELD_ROWS } from "./Field"

/**
 * Two Fields side by side from the tablet width, one above the other below it. Each field's four rows are
 * a subgrid of the row's, so both labels, hints, controls and errors share their heights: the controls
 * line up whatever the hints above them.
 */
export const FormRow = styled.div({
  display: "grid",
  gap: "1.5rem",
  [media.tablet]: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gridTemplateRows: `repeat(${FIELD_ROWS}, auto)`,
    columnGap: "1.25rem",
    rowGap: 0,
    // Doubled class: the Field's own `gridTemplateRows` is as specific as `& > *` and inserted after it.
    "&& > *": { gridRow: `span ${FIELD_ROWS}`, gridTemplateRows: "subgrid" },
  },
})
