/**
 * Where an equipment line's page puts each of its actions (content/equipment-lines.json `actions`, and the
 * modes of content/equipment.json). The title band offers the same group on every line: the quote, the one
 * primary action, then the secondary ones in a fixed order (components/EquipmentLine/LineActions.tsx). Every
 * other request has one place, under "Modalidades": each mode its own request, and the line's requests that
 * come before a purchase (a demonstration, a survey, the catalogue) with the sale.
 */

/** An action as content declares it: a request dialog, the contact form, a page or a download. */
export interface LineAction {
  readonly label: string
  readonly kind: string
  readonly request?: string | null
  readonly interest?: string | null
  readonly path?: string | null
}

/** A mode as content/equipment.json declares it: its value and the request its button opens. */
export interface ModeOffer {
  readonly value: string
  readonly request: string
  readonly actionLabel: string
}

/** The request of the title band's primary action. */
export const QUOTE_REQUEST = "cotizacion"

/** The mode the line's other requests go with: each of them comes before a purchase. */
export const SALE_MODE = "venta"

/** The sale mode's quote request, for a line that declares none of its own. */
export interface ModeQuote {
  readonly label: string
  readonly kind: "request"
  readonly request: string
}

export interface LineActionPlan<Action extends LineAction, Mode extends ModeOffer> {
  /** The title band's primary action: the line's own quote request, else its sale mode's. */
  quote: Action | ModeQuote | null
  /** The modes the line is offered in, in content's order, each with the line's requests that go with it. */
  modes: Array<{ mode: Mode; extras: Action[] }>
}

const isRequest = (action: LineAction, request: string) => action.kind === "request" && action.request === request

/**
 * Places a line's actions: the quote in the title band, each offered mode with its own request, and the
 * line's remaining actions (those no mode's request already covers) with the sale mode, or the first mode
 * offered when the line is not sold. Nothing content declares is left out, so no action a line offers is
 * unreachable (a unit test walks every line).
 */
export function planLineActions<Action extends LineAction, Mode extends ModeOffer>(
  actions: readonly Action[],
  modes: readonly Mode[],
  offered: readonly string[],
): LineActionPlan<Action, Mode> {
  const offeredModes = modes.filter((mode) => offered.includes(mode.value))
  const saleQuote = offeredModes.find((mode) => mode.request === QUOTE_REQUEST)
  const quote =
    actions.find((action) => isRequest(action, QUOTE_REQUEST)) ??
    (saleQuote ? ({ label: saleQuote.actionLabel, kind: "request", request: QUOTE_REQUEST } as const) : null)
  const covered = (action: LineAction) => offeredModes.some((mode) => isRequest(action, mode.request))
  const extras = actions.filter((action) => action !== quote && !covered(action))
  const host = offeredModes.find((mode) => mode.value === SALE_MODE) ?? offeredModes[0]
  return { quote, modes: offeredModes.map((mode) => ({ mode, extras: mode === host ? extras : [] })) }
}
