import * as React from "react"
import { firstInvalidField, isFilled, withFieldError } from "../lib/lead-form"
import type { ErrorTexts, FormValue } from "../lib/lead-form"
import { withRules } from "../lib/leads/load-rules"
import type { LazyRules } from "../lib/leads/load-rules"

export interface FieldErrorsOptions<Values> {
  /** The fields in their order on screen: the first wrong one takes focus. */
  order: readonly string[]
  /** The element id of a field's control (a fieldset is focused on its first option). */
  fieldId: (field: string) => string
  /** A field's error as the visitor reads it, by the shared rules, for these values and consent; or none. */
  errorOf: (rules: LazyRules, field: string, values: Values, consent: boolean) => string | undefined
}

/**
 * The errors a lead form shows under its fields: a field is checked when the visitor leaves it filled, and
 * again as it is fixed once it shows an error or after a submit attempt; a refused send focuses the first
 * wrong field.
 */
export function useFieldErrors<Values extends Partial<Record<string, FormValue>>>(options: FieldErrorsOptions<Values>) {
  const [errors, setErrors] = React.useState<ErrorTexts>({})
  const [attempted, setAttempted] = React.useState(false)
  // A press on the submit button blurs the field being edited. Checking that field then would insert its
  // error above the button and move the button from under the pointer, so the click would never land.
  const submitPressed = React.useRef(false)

  /** Shows or clears one field's error, by the shared rules (fetched first if they are not here yet). */
  const check = (field: string, values: Values, consent: boolean) =>
    withRules((rules) =>
      setErrors((current) => withFieldError(current, field, options.errorOf(rules, field, values, consent))),
    )

  /** After a submit attempt, or once a field shows an error, it is checked again as the visitor fixes it. */
  const recheck = (field: string, values: Values, consent: boolean) => {
    if (attempted || errors[field]) check(field, values, consent)
  }

  /** On leaving a field: its error shows once it holds something, or after a submit attempt. */
  const checkOnBlur = (field: keyof Values & string, values: Values, consent: boolean) => {
    if (submitPressed.current) return
    if (attempted || isFilled(values[field])) check(field, values, consent)
  }

  const showError = (field: string, text: string | undefined) =>
    setErrors((current) => withFieldError(current, field, text))

  const focusFirst = (found: ErrorTexts) => {
    const first = firstInvalidField(options.order, found)
    if (!first) return
    const target = document.getElementById(options.fieldId(first))
    // A field folded in a closed disclosure ("Más detalles") is unfolded first: hidden, it cannot take focus.
    const folded = target?.closest("details")
    if (folded && !folded.open) folded.open = true
    const focusable = target instanceof HTMLFieldSetElement ? target.querySelector("input") : target
    focusable?.focus({ preventScroll: true })
    // Focus alone scrolls only the control into view (not at all when some of it shows), which can leave its
    // label under a dialog's fixed title bar or the sticky header: the whole field, label or legend first, is
    // brought to the middle instead, clear of those bars and of a toast at the top of a phone's screen.
    fieldBlockOf(target)?.scrollIntoView({ block: "center" })
  }

  /** For the submit button: a press that started on it is not a blur to check. */
  const submitPointer = {
    onPointerDown: () => {
      submitPressed.current = true
    },
    onPointerCancel: () => {
      submitPressed.current = false
    },
    onPointerLeave: () => {
      submitPressed.current = false
    },
  }

  return {
    errors,
    setErrors,
    attempted,
    setAttempted,
    recheck,
    checkOnBlur,
    showError,
    focusFirst,
    submitPointer,
    /** The press on the submit button became a submit: later blurs are checked again. */
    pressEnded: () => {
      submitPressed.current = false
    },
  }
}

/** A field's whole block: a group's fieldset (its legend inside), or the box holding a control and its label. */
function fieldBlockOf(target: HTMLElement | null): HTMLElement | null {
  if (!target || target instanceof HTMLFieldSetElement) return target
  const label = "labels" in target ? (target as HTMLInputElement).labels?.[0] : undefined
  const block = label?.parentElement
  return block?.contains(target) ? block : target
}
