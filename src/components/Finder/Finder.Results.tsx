import styled from "@emotion/styled"
import { Link } from "gatsby"
import { FormulaText } from "../FormulaText"
import { HandoffButtons } from "../HandoffButtons"
import { FINDER_RESULTS_ANCHOR } from "../../lib/finder/query"
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
}

/** The count (announced politely as it changes), the lines found, or what to do when none is. */
export function FinderResults({ copy, lines, pending, modes, modesLabel }: FinderResultsProps) {
  const count = fillTemplate(lines.length === 1 ? copy.countOne : copy.countMany, { count: lines.length })
  return (
    <div id={FINDER_RESULTS_ANCHOR} aria-busy={pending || undefined}>
      <Count role="status">{pending ? "" : count}</Count>
      {lines.length ? (
        <List>
          {lines.map((line) => (
            <li key={line.slug}>
              {/* Plain elements, styled by the list: no styled component renders per result. */}
              <div>
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

const Count = styled.p(({ theme }) => ({
  minHeight: "1.5em",
  margin: "0 0 1rem",
  fontWeight: 700,
  color: theme.colors.navy,
}))

const RESULT_CLASS = { category: "resultado-categoria", modes: "resultado-modos" }

const List = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "& > li": { display: "flex" },
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "1.25rem" },
  "& > li > div": {
    ...cardSurface(theme),
    display: "flex",
    flexDirection: "column",
    gap: "0.5rem",
    width: "100%",
    padding: "1.25rem",
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
  [`& .${RESULT_CLASS.modes}`]: { marginTop: "auto", paddingTop: "0.5rem", fontSize: theme.fontSizes.small },
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
