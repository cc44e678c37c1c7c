import styled from "@emotion/styled"
import { Link } from "gatsby"
import { media } from "../../styles/media"
import { lineIllustration, LINE_VIEWBOX } from "../../lib/illustrations"
import { linePath } from "../../lib/page-paths"
import { Icon } from "../Icon/Icon"
import { FormulaText } from "../FormulaText"
import { Illustration } from "../Illustration"
import { VisuallyHidden } from "../Button"
import { OfferingActions } from "../Offering/OfferingActions"
import type { OfferingActionData } from "../Offering/OfferingActions"
import { AddToQuoteButton } from "../QuoteList/AddToQuoteButton"
import { EquipmentSpecs } from "./EquipmentSpecs"
import { cardSurface } from "../../styles/surfaces"

export interface EquipmentLineData {
  readonly slug: string
  readonly category: string
  readonly name: string
  readonly summary: string
  readonly illustration: string
  readonly specs: ReadonlyArray<{ readonly label: string; readonly value: string }>
  readonly modes: readonly string[]
  readonly actions: readonly OfferingActionData[]
}

export interface EquipmentCopy {
  readonly specsCaption: string
  readonly modesLabel: string
  readonly modes: ReadonlyArray<{ readonly value: string; readonly label: string }>
  /** "Ver equipo": the link to the line's page. */
  readonly viewLabel: string
}

/**
 * One line of equipment: its drawing, name (a link to its page), what it is for, its key figures, how it is
 * offered, its requests and "Ver equipo".
 */
interface EquipmentLineCardProps {
  line: EquipmentLineData
  copy: EquipmentCopy
  /** The dialog kind the page's address asks to open for this line (`?solicitud=&producto=<line>`). */
  openRequest?: string | null
}

export function EquipmentLineCard({ line, copy, openRequest = null }: EquipmentLineCardProps) {
  const page = linePath(line.category, line.slug)
  const modeLabels = line.modes.map((mode) => copy.modes.find((entry) => entry.value === mode)?.label ?? mode)
  return (
    <Article id={line.slug} aria-labelledby={`${line.slug}-nombre`}>
      <Art>
        <Illustration drawing={lineIllustration(line)} viewBox={LINE_VIEWBOX} />
      </Art>
      <Name id={`${line.slug}-nombre`}>
        <NameLink to={page}>{line.name}</NameLink>
      </Name>
      <Summary>
        <FormulaText text={line.summary} />
      </Summary>
      <Specs>
        <EquipmentSpecs caption={copy.specsCaption} specs={line.specs} />
      </Specs>
      <Modes>
        <span>{copy.modesLabel}</span>
        <ul>
          {modeLabels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </Modes>
      <Actions>
        <OfferingActions
          actions={line.actions}
          product={{ slug: line.slug, name: line.name }}
          openRequest={openRequest}
        />
        <AddToQuoteButton slug={line.slug} category={line.category} name={line.name} />
        <ViewLink to={page}>
          {copy.viewLabel}
          <VisuallyHidden>{`: ${line.name}`}</VisuallyHidden>
          <Icon name="arrow-right" size={18} />
        </ViewLink>
      </Actions>
    </Article>
  )
}

/** The rows of the Equipos grid each card spans: drawing, name, summary, specifications, modes, buttons. */
export const EQUIPMENT_CARD_ROWS = 6

/**
 * The card's six parts are rows of the grid it stands in (CSS subgrid, from two columns up): across a row of
 * cards the names, summaries, specification tables, modes and buttons each start level, like the columns of a
 * comparison table, and a shorter part leaves its few pixels right under it. A card whose three buttons wrap
 * to a second line grows at its foot only, instead of opening a hole above its neighbours' buttons. One
 * column: the parts simply stack.
 */
const Article = styled.article(({ theme }) => ({
  display: "grid",
  gridTemplateRows: "auto auto auto auto auto 1fr",
  alignItems: "start",
  width: "100%",
  overflow: "hidden",
  ...cardSurface(theme),
  [media.tablet]: { gridRow: `span ${EQUIPMENT_CARD_ROWS}`, gridTemplateRows: "subgrid", rowGap: 0 },
}))

/** The drawing on the navy of the hero, at its fixed size, so the card's height is known before it loads. */
const Art = styled.div(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  height: "11rem",
  background: theme.colors.navy,
  "& svg": { display: "block", width: "240px", height: "160px" },
  [media.desktop]: { height: "12.5rem", "& svg": { width: "270px", height: "180px" } },
}))

const Name = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.h3, margin: 0, padding: "1.25rem 1.25rem 0.5rem" }))

const NameLink = styled(Link)(({ theme }) => ({
  color: theme.colors.text,
  textDecoration: "none",
  "&:hover": { color: theme.colors.link, textDecoration: "underline" },
}))

const Summary = styled.p(({ theme }) => ({ margin: 0, paddingInline: "1.25rem", color: theme.colors.textMuted }))

const Specs = styled.div({ paddingInline: "1.25rem" })

const Modes = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.5rem",
  paddingInline: "1.25rem",
  marginTop: "1rem",
  fontSize: theme.fontSizes.small,
  "& > span": { fontWeight: 700, color: theme.colors.textMuted },
  "& ul": { display: "flex", flexWrap: "wrap", gap: "0.375rem", margin: 0, padding: 0, listStyle: "none" },
  "& li": {
    padding: "0.125rem 0.625rem",
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.navyLine}`,
    color: theme.colors.navy,
    fontWeight: 700,
  },
}))

/** The buttons start level across a row of cards; a second line of buttons takes the card's foot. */
/** On phones the buttons stack at one width, the primary first; from the tablet width they share rows. */
const Actions = styled.div({
  display: "grid",
  alignContent: "start",
  gap: "0.75rem",
  padding: "1.25rem 1.25rem 1.5rem",
  [media.tablet]: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", alignContent: "flex-start" },
})

/** After the buttons, on their line when it has room: the way to everything else about the line. */
const ViewLink = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  justifySelf: "start",
  alignItems: "center",
  gap: "0.375rem",
  minHeight: "2.5rem",
  fontWeight: 700,
  fontSize: theme.fontSizes.small,
  color: theme.colors.link,
  "&:hover": { color: theme.colors.linkHover },
}))
