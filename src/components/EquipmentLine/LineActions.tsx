import styled from "@emotion/styled"
import type { OfferingActionData } from "../Offering/OfferingActions"
import { OfferingActions } from "../Offering/OfferingActions"
import { ExternalButton } from "../Button"
import { Icon } from "../Icon/Icon"
import { AddToQuoteButton } from "../QuoteList/AddToQuoteButton"
import { media } from "../../styles/media"

interface LineActionsProps {
  line: { readonly slug: string; readonly category: string; readonly name: string }
  /** The line's quote request (lib/line-actions.ts), the one primary action. */
  quote: OfferingActionData | null
  whatsapp: { href: string; label: string }
  /** The link to the modes further down, naming them ("Disponible para venta, alquiler y servicio técnico"). */
  modes: { href: string; label: string }
}

/**
 * The title band's actions, the same on every line and in this order: the quote (primary), "Agregar a la
 * cotización" and WhatsApp (secondary), then a link to the modes, where every other request of the line is.
 * On a phone the quote takes the whole width and the two others share a row when they fit.
 */
export function LineActions({ line, quote, whatsapp, modes }: LineActionsProps) {
  return (
    <Group data-line-actions="">
      <Buttons>
        {quote ? (
          <Quote>
            <OfferingActions actions={[quote]} product={{ slug: line.slug, name: line.name }} />
          </Quote>
        ) : null}
        <AddToQuoteButton slug={line.slug} category={line.category} name={line.name} />
        <ExternalButton size="small" variant="secondary" href={whatsapp.href}>
          <Icon name="whatsapp" size={18} />
          {whatsapp.label}
        </ExternalButton>
      </Buttons>
      <ModesLink href={modes.href}>
        {modes.label}
        <Icon name="arrow-right" size={18} />
      </ModesLink>
    </Group>
  )
}

const Group = styled.div({ display: "grid", gap: "1rem", marginTop: "1.5rem" })

/**
 * Below the tablet width a grid: the quote across it, the two secondary buttons side by side in columns of at
 * least 10rem (one under the other on the narrowest phones), their words wrapping. Wider, one row.
 */
const Buttons = styled.div({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  gap: "0.625rem",
  // Two lines of words in a narrow button would squeeze its icon.
  "& svg": { flex: "none" },
  [media.tablet]: {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.75rem",
  },
})

/** The quote's cell: across the phone's grid; from the tablet width its button is one of the row's. */
const Quote = styled.div({
  display: "grid",
  gridColumn: "1 / -1",
  [media.tablet]: { display: "contents" },
})

/** Its arrow follows the last word, also when the words wrap on a narrow phone. */
const ModesLink = styled.a(({ theme }) => ({
  justifySelf: "start",
  color: theme.colors.link,
  fontWeight: 700,
  fontSize: theme.fontSizes.small,
  "& svg": { display: "inline-block", marginLeft: "0.375rem", verticalAlign: "-0.25em", transform: "rotate(90deg)" },
  "&:hover": { color: theme.colors.linkHover },
}))
