import styled from "@emotion/styled"
import { Link } from "gatsby"
import { media } from "../../styles/media"
import { CardGrid } from "../Card"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { Icon } from "../Icon/Icon"
import { Container, Section, SectionHeader } from "../Section"
import { EQUIPMENT_CARD_ROWS, EquipmentLineCard } from "./EquipmentLineCard"
import type { EquipmentCopy, EquipmentLineData } from "./EquipmentLineCard"

interface EquipmentLinesProps {
  title: string
  copy: EquipmentCopy & { readonly note: string }
  lines: readonly EquipmentLineData[]
  /** The line and dialog kind the page's address asks to open (`?solicitud=&producto=`), if one of these. */
  requested?: { readonly itemSlug: string | null; readonly kind: string } | null
  /** The finder on /productos, filtered by this category. */
  finder: { readonly label: string; readonly path: string }
}

/**
 * Columns at 1024 px and up that leave no card alone in the last row when the count allows it: three for 3,
 * 6, 9…, two for other even counts, three otherwise (5 → 3 + 2).
 */
function desktopColumnsFor(count: number): 2 | 3 {
  if (count % 3 === 0) return 3
  return count % 2 === 0 ? 2 : 3
}

/**
 * The "Equipos" section of a category page: one card per equipment line, in content order, each linking to
 * the line's page; above them, the finder filtered by the category.
 */
export function EquipmentLines({ title, copy, lines, requested = null, finder }: EquipmentLinesProps) {
  return (
    <Section aria-labelledby="categoria-equipos">
      <Container>
        <SectionHeader>
          <h2 id="categoria-equipos">{title}</h2>
          <p>{copy.note}</p>
          <FinderLink to={finder.path}>
            {finder.label}
            <Icon name="arrow-right" size={18} />
          </FinderLink>
        </SectionHeader>
        <LineGrid columns={desktopColumnsFor(lines.length)}>
          {/* One card per idle period on the first load: a whole category's cards are too long a task. */}
          {lines.map((line) => (
            <HydrateWhenIdle key={line.slug}>
              <li>
                <EquipmentLineCard
                  line={line}
                  copy={copy}
                  openRequest={requested?.itemSlug === line.slug ? requested.kind : null}
                />
              </li>
            </HydrateWhenIdle>
          ))}
        </LineGrid>
      </Container>
    </Section>
  )
}

/** Each card's item spans its three rows and hands them to the card (subgrid): see EquipmentLineCard. */
const LineGrid = styled(CardGrid)({
  [media.tablet]: {
    "& > li": {
      display: "grid",
      gridRow: `span ${EQUIPMENT_CARD_ROWS}`,
      gridTemplateRows: "subgrid",
      rowGap: 0,
    },
  },
})

const FinderLink = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  marginTop: "1rem",
  fontWeight: 700,
  color: theme.colors.link,
  "&:hover": { color: theme.colors.linkHover },
}))
