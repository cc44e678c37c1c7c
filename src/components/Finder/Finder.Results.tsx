import styled from "@emotion/styled"
import { Link } from "gatsby"
import { FormulaText } from "../FormulaText"
import { Icon } from "../Icon/Icon"
import { Illustration } from "../Illustration"
import { HandoffButtons } from "../HandoffButtons"
import { FINDER_NAVIGATION_STATE, FINDER_RESULTS_ANCHOR } from "../../lib/finder/query"
import { LINE_VIEWBOX } from "../../lib/illustrations"
import { fillTemplate } from "../../lib/text-template"
import { cardSurface } from "../../styles/surfaces"
import { media } from "../../styles/media"
import type { FinderCopy, FinderLine, FinderOption } from "./types"

interface FinderResultsProps {
  copy: FinderCopy
  lines: readonly FinderLine[]
  /** A search waits for the index: the list is not narrowed yet. */
  pending: boolean
  modes: readonly FinderOption[]
  modesLabel: string
  /** The filters in force ("Industria: Oil & Gas"), each with the address without it: shown beside the count. */
  active: ReadonlyArray<{ label: string; without: string }>
}

/**
 * The count (announced politely as it changes) with the filters in force beside it, so an address opened at
 * the results shows what narrowed them; the lines found, each with its drawing; or what to do when none is.
 */
export function FinderResults({ copy, lines, pending, modes, modesLabel, active }: FinderResultsProps) {
  const count = fillTemplate(lines.length === 1 ? copy.countOne : copy.countMany, { count: lines.length })
  return (
    <div id={FINDER_RESULTS_ANCHOR} aria-busy={pending || undefined}>
      <Summary>
        <Count role="status">{pending ? "" : count}</Count>
        {active.length ? (
          <ActiveFilters aria-label={copy.activeFiltersLabel}>
            {active.map((filter) => (
              <li key={filter.label}>
                <Link
                  to={filter.without}
                  state={FINDER_NAVIGATION_STATE}
                  aria-label={fillTemplate(copy.removeFilterLabel, { filtro: filter.label })}
                >
                  <span>
                    <FormulaText text={filter.label} />
                  </span>
                  <Icon name="close" size={16} />
                </Link>
              </li>
            ))}
          </ActiveFilters>
        ) : null}
      </Summary>
      {lines.length ? (
        <List>
          {lines.map((line) => (
            <li key={line.slug}>
              {/* Plain elements, styled by the list: no styled component renders per result. */}
              <div>
                <span className={RESULT_CLASS.drawing}>
                  <Illustration drawing={line.drawing} viewBox={LINE_VIEWBOX} />
                </span>
                <span className={RESULT_CLASS.category}>{line.categoryName}</span>
                <h3>
                  <Link to={line.path}>
                    <FormulaText text={line.name} />
                  </Link>
                </h3>
                <p>
                  <FormulaText text={line.summary} />
                </p>
                <div className={RESULT_CLASS.modes}>
                  <span>{`${modesLabel}:`}</span>
                  {` ${modes
                    .filter((mode) => line.modes.includes(mode.value))
                    .map((mode) => mode.label)
                    .join(" · ")}`}
                </div>
              </div>
            </li>
          ))}
        </List>
      ) : (
        <NoResults copy={copy} />
      )}
    </div>
  )
}

/** Nothing matches: say so, and hand the visitor to a person (WhatsApp or the contact form). */
function NoResults({ copy }: { copy: FinderCopy }) {
  return (
    <Empty>
      <h3>{copy.noResultsTitle}</h3>
      <p>{copy.noResultsText}</p>
      <Actions>
        <HandoffButtons contactVariant="secondary" />
      </Actions>
    </Empty>
  )
}

const Summary = styled.div({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.5rem 1rem",
  marginBottom: "1rem",
})

const Count = styled.p(({ theme }) => ({
  minHeight: "1.5em",
  margin: 0,
  fontWeight: 700,
  color: theme.colors.navy,
}))

/** Each active filter as a chip whose link removes it. */
const ActiveFilters = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    minHeight: "2.25rem",
    padding: "0.25rem 0.75rem",
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.navy}`,
    background: theme.colors.background,
    color: theme.colors.navy,
    fontSize: theme.fontSizes.small,
    fontWeight: 700,
    textDecoration: "none",
  },
  "& a:hover": { background: theme.colors.surface },
}))

const RESULT_CLASS = { category: "resultado-categoria", modes: "resultado-modos", drawing: "resultado-dibujo" }

const List = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "& > li": { display: "flex" },
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "1.25rem" },
  // The drawing beside the text on phones (a short card), above it from the tablet width.
  "& > li > div": {
    ...cardSurface(theme),
    display: "grid",
    gridTemplateColumns: "5rem minmax(0, 1fr)",
    alignContent: "start",
    columnGap: "1rem",
    rowGap: "0.5rem",
    width: "100%",
    padding: "1.25rem",
    [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  [`& > li > div > :not(.${RESULT_CLASS.drawing})`]: { gridColumn: "2", [media.tablet]: { gridColumn: "1" } },
  [`& .${RESULT_CLASS.drawing}`]: {
    gridRow: "1 / span 3",
    display: "grid",
    placeItems: "center",
    height: "3.5rem",
    borderRadius: theme.radii.small,
    background: theme.colors.navy,
    "& svg": { width: "75px", height: "50px" },
    [media.tablet]: { gridRow: "auto", height: "6rem", "& svg": { width: "132px", height: "88px" } },
  },
  "& h3": { margin: 0, fontSize: theme.fontSizes.h3, lineHeight: 1.3 },
  "& h3 a": { color: theme.colors.navy, textDecorationThickness: "1px", textUnderlineOffset: "0.2em" },
  "& h3 a:hover": { color: theme.colors.link },
  "& p": { margin: 0, color: theme.colors.textMuted },
  [`& .${RESULT_CLASS.category}`]: {
    fontSize: theme.fontSizes.small,
    fontWeight: 700,
    color: theme.colors.textMuted,
    letterSpacing: "0.02em",
  },
  [`& .${RESULT_CLASS.modes}`]: { alignSelf: "end", paddingTop: "0.5rem", fontSize: theme.fontSizes.small },
  [`& .${RESULT_CLASS.modes} > span`]: { fontWeight: 700, color: theme.colors.navy },
}))

const Empty = styled.div(({ theme }) => ({
  ...cardSurface(theme),
  padding: "1.5rem",
  maxWidth: theme.measure,
  "& h3": { marginTop: 0, fontSize: theme.fontSizes.h3 },
  [media.desktop]: { padding: "2rem" },
}))

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "1.25rem" })
