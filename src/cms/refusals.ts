/**
 * A refused publish says why where the clerk looks: Decap marks each field in error, but shows a toast only for
 * an empty required field, so a refusal of a field scrolled out of sight left "Publicar ahora" looking as if it
 * did nothing. After a publish or save that Decap refuses, a notice at the top says so and names the first field
 * in error, which is scrolled into the middle of the form with its input focused, the reason under it. The
 * errors read as sentences (Decap writes them in capitals).
 */

/** The actions that save: the toolbar's publish menu and its save button. */
const SAVING_ACTION = /^(Publicar ahora|Publicar y agregar otra|Publicar y duplicar|Guardar)$/

/** Decap's list of a field's errors (its styled component's label) and the field's block around it. */
const ERROR_ITEM = '[class*="ControlErrorsList"] li'
const FIELD_BLOCK = '[class*="ControlContainer"]'

const STYLES = `
  ${ERROR_ITEM.replace(" li", "")} { text-transform: none !important; font-size: 14px !important; }
  .identificador-fijo { margin: 6px 0 0; font-size: 13px; color: #5b6b7c; }
  .aviso-rechazo { position: fixed; top: 72px; right: 24px; z-index: 1000; max-width: 420px; margin: 0;
    padding: 12px 16px; background: #fff; color: #0b1b2b; border: 2px solid #c8321e; border-radius: 6px;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2); font: 15px/1.4 sans-serif; }
`

/** What the notice says: that nothing was published, and which field to look at first. */
export function refusalNotice(fieldLabel: string | undefined): string {
  const first = fieldLabel ? ` El primero: «${fieldLabel}».` : ""
  return `No se publicó: corregí los campos marcados en rojo, cada uno dice por qué.${first}`
}

function showNotice(document: Document, text: string): void {
  let notice = document.querySelector<HTMLElement>(".aviso-rechazo")
  if (!notice) {
    notice = document.createElement("p")
    notice.className = "aviso-rechazo"
    notice.setAttribute("role", "alert")
    document.body.append(notice)
  }
  notice.textContent = text
  notice.hidden = false
}

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
      const previous = document.querySelector<HTMLElement>(".aviso-rechazo")
      if (previous) previous.hidden = true
      // Decap validates on the click and marks the fields in the next renders: look for a while, then stop.
      const started = Date.now()
      const look = () => {
        const field = firstError(document)
        if (field) {
          const label = field
            .querySelector("label")
            ?.textContent?.replace(/\s*\(opcional\)$/, "")
            .trim()
          showNotice(document, refusalNotice(label))
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
