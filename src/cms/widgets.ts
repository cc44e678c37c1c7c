import { DECIMAL_MESSAGE, parseDecimal, rangeProblem, textProblems } from "../lib/content-rules"
import { copiedFacts } from "../lib/facts"
import type { SiteFacts } from "../lib/facts"

/**
 * The editor's fields for the site's texts and numbers (names in gatsby/cms/fields.ts WIDGETS): Decap's own
 * controls with the build's rules added (src/lib/content-rules.ts, src/lib/facts.ts), so a value the build would
 * refuse is refused under its field, in the build's words, before it is saved. Written with the React Decap puts
 * on `window` (`createClass`, `h`), as Decap's custom widgets are: its editor runs its own React, not the site's.
 */

interface ImmutableMap {
  get: (key: string) => unknown
}

interface ControlProps {
  value: unknown
  field: ImmutableMap
  forID: string
  classNameWrapper: string
  onChange: (value: unknown) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

interface Control {
  props: ControlProps
  state: Record<string, unknown>
  setState: (state: Record<string, unknown>) => void
}

interface Widget {
  control: unknown
  preview: unknown
}

export interface WidgetRegistry {
  getWidget: (name: string) => Widget | undefined
  registerWidget: (name: string, control: unknown, preview?: unknown) => void
}

interface DecapReact {
  createClass: (spec: Record<string, unknown>) => unknown
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
}

/** Decap's answer for a value it must not save: its message shows under the field. */
function refused(message: string) {
  return { error: { type: "CUSTOM", message } }
}

/** A text's problems: blank, too long, its named rule (the CUIT's digit), a company fact written out. */
function textRefusal(value: unknown, field: ImmutableMap, site: SiteFacts) {
  if (typeof value !== "string") return true
  const maxLength = field.get("max_length")
  const rule = field.get("rule")
  const problems = textProblems(value, {
    maxLength: typeof maxLength === "number" ? maxLength : undefined,
    rule: typeof rule === "string" ? rule : undefined,
  })
  if (field.get("facts") !== false) problems.push(...copiedFacts(value, site))
  return problems.length > 0 ? refused(problems[0]) : true
}

/** Said under an identifier that can no longer change. */
export const IDENTIFIER_FIXED =
  "No se cambia: es parte de la dirección de la página y otras entradas la nombran. Para otro nombre, cambiá «Nombre»."

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined
}

/** A number as Argentina writes it: "-34,6037". */
function spoken(value: unknown): string {
  return typeof value === "number" ? String(value).replace(".", ",") : typeof value === "string" ? value : ""
}

/**
 * Registers the widgets before `CMS.init()`: a one-line text and a paragraph (Decap's string and text with the
 * rules), an identifier fixed once written (a slug: the page's address, which other entries name), and a decimal
 * number typed with a comma or a point (coordinates).
 */
export function registerWidgets(cms: WidgetRegistry, site: SiteFacts): void {
  const { createClass, h } = window as unknown as DecapReact
  const checkedText = (base: Widget) =>
    createClass({
      isValid(this: Control) {
        return textRefusal(this.props.value, this.props.field, site)
      },
      render(this: Control) {
        return h(base.control, this.props as unknown as Record<string, unknown>)
      },
    })
  const string = cms.getWidget("string") as Widget
  const text = cms.getWidget("text") as Widget
  cms.registerWidget("texto", checkedText(string), string.preview)
  cms.registerWidget("texto-largo", checkedText(text), text.preview)

  cms.registerWidget(
    "identificador",
    createClass({
      getInitialState(this: Control) {
        // Written when the editor opened (an entry that exists): fixed. Empty (a new entry): the clerk writes it.
        const initial = typeof this.props.value === "string" ? this.props.value : ""
        return { initial, fixed: initial !== "" }
      },
      isValid(this: Control) {
        const { initial, fixed } = this.state as { initial: string; fixed: boolean }
        if (fixed && this.props.value !== initial) return refused(IDENTIFIER_FIXED)
        return textRefusal(this.props.value, this.props.field, site)
      },
      render(this: Control) {
        const { forID, classNameWrapper, value, onChange, setActiveStyle, setInactiveStyle } = this.props
        const fixed = this.state.fixed as boolean
        return h(
          "div",
          null,
          h("input", {
            type: "text",
            id: forID,
            className: classNameWrapper,
            value: typeof value === "string" ? value : "",
            readOnly: fixed,
            "aria-describedby": fixed ? `${forID}-fijo` : undefined,
            onChange: (event: { target: { value: string } }) => onChange(event.target.value),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          }),
          fixed ? h("p", { id: `${forID}-fijo`, className: "identificador-fijo" }, IDENTIFIER_FIXED) : null,
        )
      },
    }),
    string.preview,
  )

  cms.registerWidget(
    "decimal",
    createClass({
      getInitialState(this: Control) {
        return { text: spoken(this.props.value) }
      },
      isValid(this: Control) {
        const { value, field } = this.props
        if (value === undefined || value === null || value === "") return true
        if (typeof value !== "number") return refused(DECIMAL_MESSAGE)
        const outside = rangeProblem(value, {
          min: numberOrUndefined(field.get("min")),
          max: numberOrUndefined(field.get("max")),
        })
        return outside ? refused(outside) : true
      },
      render(this: Control) {
        const { forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props
        return h("input", {
          type: "text",
          inputMode: "decimal",
          id: forID,
          className: classNameWrapper,
          value: this.state.text as string,
          onChange: (event: { target: { value: string } }) => {
            const typed = event.target.value
            this.setState({ text: typed })
            // Saved as a number ("-34,6037" is -34.6037); a text it cannot read stays a text, refused above.
            onChange(typed.trim() === "" ? undefined : (parseDecimal(typed) ?? typed))
          },
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        })
      },
    }),
    string.preview,
  )
}
