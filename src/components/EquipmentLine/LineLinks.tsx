import styled from "@emotion/styled"
import { Link } from "gatsby"
import { lineIllustration, LINE_VIEWBOX } from "../../lib/illustrations"
import { linePath } from "../../lib/page-paths"
import { media } from "../../styles/media"
import { cardSurface } from "../../styles/surfaces"
import { FormulaText } from "../FormulaText"
import { Illustration } from "../Illustration"

export interface LinkedLine {
  readonly slug: string
  readonly category: string
  readonly name: string
  readonly summary: string
  readonly illustration: string
}

/**
 * Other lines as links to their pages (compatible accessories, lines of the same category, a task's lines): each a small
 * card with its drawing, its name (the link) and what it is for; the whole card takes the click.
 */
export function LineLinks({ lines, level = 3 }: { lines: readonly LinkedLine[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4"
  return (
    <List>
      {lines.map((line) => (
        <li key={line.slug}>
          <Art>
            <Illustration drawing={lineIllustration(line)} viewBox={LINE_VIEWBOX} />
          </Art>
          <div>
            <Heading>
              <CardLink to={linePath(line.category, line.slug)}>
                <FormulaText text={line.name} />
              </CardLink>
            </Heading>
            <p>
              <FormulaText text={line.summary} />
            </p>
          </div>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "1.25rem" },
  "& > li": {
    ...cardSurface(theme),
    position: "relative",
    display: "grid",
    gridTemplateColumns: "6rem minmax(0, 1fr)",
    gap: "1rem",
    alignItems: "start",
    padding: "1rem",
    transition: `border-color ${theme.transition}`,
  },
  "& > li:hover": { borderColor: theme.colors.link },
  "& h3, & h4": { fontSize: "1.0625rem", margin: "0 0 0.25rem" },
  "& p": { margin: 0, fontSize: theme.fontSizes.small, color: theme.colors.textMuted },
}))

const Art = styled.div(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  height: "4rem",
  borderRadius: theme.radii.small,
  background: theme.colors.navy,
  "& svg": { display: "block", width: "90px", height: "60px" },
}))

/** The link's box covers the card, so the drawing and the text take the click too. */
const CardLink = styled(Link)(({ theme }) => ({
  color: theme.colors.link,
  textDecoration: "none",
  "&:hover": { color: theme.colors.linkHover, textDecoration: "underline" },
  "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: theme.radii.card },
}))
