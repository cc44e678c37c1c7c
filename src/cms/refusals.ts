/**
 * A refused publish says why where the clerk looks: Decap marks each field in error and shows a toast, but a field
 * scrolled out of sight leaves "Publicar ahora" looking as if it did nothing. After a publish or save that Decap
 * refuses, the first field in error is scrolled into the middle of the form and its input focused, the reason
 * under it. The errors read as sentences (Decap writes them in capitals).
 */

/** The actions that save: the toolbar's publish menu and its save button. */
const SAVING_ACTION = /^(Publicar ahora|Publicar y agregar otra|Publicar y duplicar|Guardar)$/

/** Decap's list of a field's errors (its styled component's label) and the field's block around it. */
const ERROR_ITEM = '[class*="ControlErrorsList"] li'
const FIELD_BLOCK = '[class*="ControlContainer"]'

const STYLES = `
  ${ERROR_ITEM.replace(" li", "")} { text-transform: none; font-size: 14px; text-align: left; }
  .identificador-fijo { margin: 6px 0 0; font-size: 13px; color: #5b6b7c; }
`

function firstError(document: Document): HTMLElement | null {
  const item = document.querySelector<HTMLElement>(ERROR_ITEM)
  return item?.closest<HTMLElement>(FIELD_BLOCK) ?? item
}

export function showFirstError(document: Document): void {
  const style = document.createElement("style")
  style.textContent = STYLES
  document.head.append(style)
  document.addEventListener(
    "click",
    (event) => {
      const action = (event.target as Element | null)?.closest("button, [role='menuitem']")
      if (!action || !SAVING_ACTION.test(action.textContent?.trim() ?? "")) return
      // Decap validates on the click and marks the fields in the next renders: look for a while, then stop.
      const started = Date.now()
      const look = () => {
        const field = firstError(document)
        if (field) {
          field.scrollIntoView({ block: "center" })
          field.querySelector<HTMLElement>("input:not([type='hidden']), textarea, select, button")?.focus({
            preventScroll: true,
          })
        } else if (Date.now() - started < 1500) {
          window.setTimeout(look, 100)
        }
      }
      window.setTimeout(look, 50)
    },
    true,
  )
}
