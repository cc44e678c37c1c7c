import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { media } from "../styles/media"
import { cardSurface } from "../styles/surfaces"
import { Icon } from "./Icon/Icon"
import { IconPoints } from "./IconPoints"
import { Container, Section, SectionHeader } from "./Section"

/** The fields the block shows; /servicio-tecnico spreads this fragment. */
export const howWeWorkFields = graphql`
  fragment HowWeWorkFields on HowWeWorkJson {
    title
    intro
    points {
      title
      text
      icon
    }
    standardsTitle
    standards
    standardsNote
  }
`

interface HowWeWorkProps {
  content: Queries.HowWeWorkFieldsFragment
  /** The section's heading id: unique on its page. */
  id: string
  tone?: "plain" | "tinted"
}

/**
 * "Cómo trabajamos" (content/how-we-work.json): what stands behind each instrument the company delivers,
 * the calibration lab, the certificate, response times and coverage, then the standards its equipment follows.
 */
export function HowWeWork({ content, id, tone = "tinted" }: HowWeWorkProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeader>
          <h2 id={id}>{content.title}</h2>
          <p>{content.intro}</p>
        </SectionHeader>
        <IconPoints points={content.points} />
        <Standards aria-labelledby={`${id}-normas`}>
          <h3 id={`${id}-normas`}>{content.standardsTitle}</h3>
          <ul>
            {content.standards.map((standard) => (
              <li key={standard}>
                <Icon name="check" size={18} />
                <span>{standard}</span>
              </li>
            ))}
          </ul>
          <p>{content.standardsNote}</p>
        </Standards>
      </Container>
    </Section>
  )
}

const Standards = styled.section(({ theme }) => ({
  ...cardSurface(theme),
  marginTop: "2.5rem",
  padding: "1.5rem",
  [media.desktop]: { padding: "2rem" },
  "& h3": { fontSize: "1.125rem", margin: "0 0 1rem" },
  "& ul": {
    display: "grid",
    gap: "0.75rem 2rem",
    margin: 0,
    padding: 0,
    listStyle: "none",
    [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
  "& li": { display: "flex", gap: "0.5rem", alignItems: "flex-start" },
  "& svg": { flex: "none", marginTop: "0.25rem", color: theme.colors.success },
  "& p": { margin: "1.25rem 0 0", color: theme.colors.textMuted, fontSize: "0.9375rem" },
}))
