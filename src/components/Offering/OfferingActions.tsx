import { useNotices } from "../../hooks/use-notices"
import { useToast } from "../../hooks/use-toast"
import { contactPathFor, contactStateFor, isInterest } from "../../lib/interests"
import { Button, ButtonLink } from "../Button"

export interface OfferingActionData {
  readonly label: string
  readonly kind: "unavailable" | "contact" | "link"
  readonly interest?: string | null
  readonly path?: string | null
}

/**
 * The buttons of an offering card. `unavailable` shows the SPEC §8 toast; `contact` opens the contact form
 * with its interest preset (navigation state and query string); `link` goes to another page. The first
 * action is the primary one.
 */
export function OfferingActions({ actions }: { actions: readonly OfferingActionData[] }) {
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
