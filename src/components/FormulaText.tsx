import { Fragment } from "react"
import { formulaRuns } from "../lib/formulas"

/**
 * Copy as editors write it in content/ ("H₂S", "CO₂"), with its subscript digits set as ordinary digits in
 * a <sub>. Many system fonts lack the Unicode subscript characters (Arial's metric clone on Linux among
 * them), so the browser would look for a fallback font for them during the page's first layout: a slow
 * lookup, ending in a font that does not match. <sub> digits are in the page's own font.
 */
export function FormulaText({ text }: { text: string }) {
  return (
    <>
      {formulaRuns(text).map((run, index) =>
        run.subscript ? <sub key={index}>{run.text}</sub> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  )
}
