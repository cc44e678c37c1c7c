import { contactPathFor, contactStateFor, isInterest } from "../../lib/interests"
import { isDialogKind } from "../../lib/request-dialog/kinds"
import type { RequestProduct } from "../../lib/request-dialog/values"
import { AnchorButton, ButtonLink } from "../Button"
import { Icon } from "../Icon/Icon"
import { RequestButton } from "../RequestDialog/RequestButton"

export interface OfferingActionData {
  readonly label: string
  readonly kind: "request" | "contact" | "link" | "download"
  readonly request?: string | null
  readonly interest?: string | null
  readonly path?: string | null
}

interface OfferingActionsProps {
  actions: readonly OfferingActionData[]
  /** What the buttons are about: a request dialog names it in its title and sends it with the request. */
  product: RequestProduct
  /** The dialog kind the page's address asks to open (`?solicitud=`), when it is this offering's. */
  openRequest?: string | null
  /** Whether the first action is the primary one (false: all secondary, beside another primary action). */
  firstIsPrimary?: boolean
}

/**
 * The buttons of an offering card. `request` opens that request's dialog (loaded on the first click);
 * `contact` opens the contact form with its interest preset (navigation state and query string); `link`
 * goes to another page; `download` downloads a file the site serves (the catalog: no form asks for details
 * to get a document /recursos gives away). The first action is the primary one (unless `firstIsPrimary` is
 * false); an action whose target is unknown is left out.
 */
export function OfferingActions({ actions, product, openRequest = null, firstIsPrimary = true }: OfferingActionsProps) {
  return (
    <>
      {actions.map((action, index) => {
        const variant = index === 0 && firstIsPrimary ? "primary" : "secondary"
        if (action.kind === "request" && isDialogKind(action.request)) {
          return (
            <RequestButton
              key={action.label}
              kind={action.request}
              product={product}
              label={action.label}
              variant={variant}
              openOnMount={openRequest === action.request}
            />
          )
        }
        if (action.kind === "contact" && isInterest(action.interest)) {
          return (
            <ButtonLink
              key={action.label}
              size="small"
              variant={variant}
              to={contactPathFor(action.interest)}
              state={contactStateFor(action.interest)}
            >
              {action.label}
            </ButtonLink>
          )
        }
        if (action.kind === "download" && action.path?.startsWith("/descargas/")) {
          return (
            <AnchorButton key={action.label} size="small" variant={variant} href={action.path} download>
              <Icon name="download" size={18} />
              {action.label}
            </AnchorButton>
          )
        }
        if (action.kind === "link" && action.path) {
          return (
            <ButtonLink key={action.label} size="small" variant={variant} to={action.path}>
              {action.label}
            </ButtonLink>
          )
        }
        return null
      })}
    </>
  )
}
