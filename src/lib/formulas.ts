const SUBSCRIPT_RUN = /([\u2080-\u2089]+)/
const SUBSCRIPT_ZERO = 0x2080

export interface TextRun {
  readonly text: string
  readonly subscript: boolean
}

/**
 * Splits copy written with Unicode subscript digits ("H₂S", "CO₂") into runs of plain text and runs of
 * subscript digits, the latter as ordinary digits ("2"), to be set in a <sub>.
 */
export function formulaRuns(text: string): TextRun[] {
  return text
    .split(SUBSCRIPT_RUN)
    .map((part, index) =>
      index % 2 === 1
        ? { text: Array.from(part, (digit) => digit.charCodeAt(0) - SUBSCRIPT_ZERO).join(""), subscript: true }
        : { text: part, subscript: false },
    )
    .filter((run) => run.text !== "")
}

/** The text a reader gets from the page once the formulas are set with <sub>: "H₂S" reads "H2S". */
export function formulaPlainText(text: string): string {
  return formulaRuns(text)
    .map((run) => run.text)
    .join("")
}
