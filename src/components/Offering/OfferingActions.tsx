import { useNotices } from "../../hooks/use-notices"
import { useToast } from "../../hooks/use-toast"
import { contactPathFor, contactStateFor, isInterest } from "../../lib/interests"
import { fallbackInterestFor } from "../../lib/request-fallback"
import { Button, ButtonLink } from "../Button"

export interface OfferingActionData {
  readonly label: string
  readonly kind: "unavailable" | "contact" | "link" | "request"
  readonly interest?: string | null
  readonly path?: string | null
  /** The dialog's lead kind (kind request): cotizacion, alquiler, relevamiento, demo, catalogo, servicio-tecnico. */
  readonly request?: string | null
}

/** What a request is about: the offering or equipment line the buttons belong to. */
export interface RequestProduct {
  readonly slug: string
  readonly name: string
}

/**
 * The buttons of an offering card. `unavailable` shows the SPEC §8 toast; `contact` opens the contact form
 * with its interest preset (navigation state and query string); `link` goes to another page; `request` is
 * meant to open the request dialog preset with `product` (until then, see lib/request-fallback.ts). The first
 * action is the primary one.
 */
export function OfferingActions({
  actions,
}: {
  actions: readonly OfferingActionData[]
  /** Used by the request dialogs (branch `dialogs`); the contact-form fallback does not need it. */
  product?: RequestProduct
}) {
  const toast = useToast()
  const { unavailable } = useNotices()
  return (
    <>
      {actions.map((action, index) => {
        const variant = index === 0 ? "primary" : "secondary"
        if (action.kind === "unavailable") {
          return (
            <Button
              key={action.label}
              type="button"
              size="small"
              variant={variant}
              onClick={() => toast({ title: unavailable.title, description: unavailable.description })}
            >
              {action.label}
            </Button>
          )
        }
        const interest = action.kind === "request" ? fallbackInterestFor(action.request) : action.interest
        if ((action.kind === "contact" || action.kind === "request") && isInterest(interest)) {
          return (
            <ButtonLink
              key={action.label}
              size="small"
              variant={variant}
              to={contactPathFor(interest)}
              state={contactStateFor(interest)}
            >
              {action.label}
            </ButtonLink>
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
