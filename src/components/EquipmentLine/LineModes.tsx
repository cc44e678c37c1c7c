import styled from "@emotion/styled"
import { isDialogKind } from "../../lib/request-dialog/kinds"
import type { RequestProduct } from "../../lib/request-dialog/values"
import { media } from "../../styles/media"
import { cardSurface } from "../../styles/surfaces"
import { ButtonLink } from "../Button"
import { OfferingActions } from "../Offering/OfferingActions"
import type { OfferingActionData } from "../Offering/OfferingActions"
import { RequestButton } from "../RequestDialog/RequestButton"

export interface LineMode {
  readonly value: string
  readonly label: string
  readonly text: string
  readonly request: string
  readonly actionLabel: string
  readonly link?: { readonly label: string; readonly path: string } | null
}

interface LineModesProps {
  /** The modes the line is offered in, in content/equipment.json's order, with the line's requests each carries. */
  modes: ReadonlyArray<{ mode: LineMode; extras: readonly OfferingActionData[] }>
  product: RequestProduct
}

/**
 * How a line is offered (venta, alquiler, servicio técnico): each with what it includes, its request (outlined:
 * the title band holds the page's one primary action, the quote), and the
 * line's own requests that go with it (lib/line-actions.ts: a demonstration, a survey, the catalogue with the
 * sale), then the page that says more.
 */
export function LineModes({ modes, product }: LineModesProps) {
  return (
    <List>
      {modes.map(({ mode, extras }) => (
        <li key={mode.value}>
          <h3>{mode.label}</h3>
          <p>{mode.text}</p>
          <Actions>
            {isDialogKind(mode.request) ? (
              <RequestButton kind={mode.request} product={product} label={mode.actionLabel} variant="secondary" />
            ) : null}
            <OfferingActions actions={extras} product={product} firstIsPrimary={false} />
            {mode.link ? (
              <ButtonLink size="small" variant="secondary" to={mode.link.path}>
                {mode.link.label}
              </ButtonLink>
            ) : null}
          </Actions>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1.25rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  // A third of the width each from 1024 px, so a line sold only does not stretch one card across the page.
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  "& > li": {
    ...cardSurface(theme),
    display: "flex",
    flexDirection: "column",
    padding: "1.5rem",
  },
  "& h3": { fontSize: theme.fontSizes.h3, margin: "0 0 0.5rem" },
  "& p": { flex: 1, margin: "0 0 1.25rem", color: theme.colors.textMuted },
}))

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: "0.75rem" })
