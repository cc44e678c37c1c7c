import type { ReactNode } from "react"
import styled from "@emotion/styled"
import type { Crumb } from "../../lib/breadcrumbs"
import { lineIllustration, LINE_VIEWBOX } from "../../lib/illustrations"
import { media } from "../../styles/media"
import { FormulaText } from "../FormulaText"
import { Illustration } from "../Illustration"
import { BandLead, TitleBand } from "../PageHeader/BandIllustration"

interface LineHeaderProps {
  trail: readonly Crumb[]
  line: { readonly name: string; readonly summary: string; readonly category: string; readonly illustration: string }
  /** The line's action group (LineActions). */
  actions: ReactNode
  /**
   * The line's first photo, in place of its drawing, filling the drawing's box: on the site a Photo with
   * `priority` and `fill` (the first screen's image, fetched at once); in the CMS's preview the file being edited.
   */
  photo?: ReactNode
}

/**
 * The title band of a line's page: breadcrumbs, the line's drawing on the navy of the hero, the h1, what it is
 * for and its actions. On phones one column, the drawing kept short above the h1 so the h1 and the actions fit
 * the first screen. From 1024 px the drawing sits beside the title and lead, and between 1024 and 1279 px the
 * actions run under both across the band's whole width: the title keeps most of the width, and the band ends
 * high enough for the first specifications to show in the first screen. A line's first photo, when it has one,
 * takes the drawing's place and box.
 */
export function LineHeader({ trail, line, actions, photo }: LineHeaderProps) {
  return (
    <TitleBand trail={trail}>
      <Layout>
        <Art>{photo ?? <Illustration drawing={lineIllustration(line)} viewBox={LINE_VIEWBOX} />}</Art>
        <Heading>
          <Title>
            <FormulaText text={line.name} />
          </Title>
          <BandLead>
            <FormulaText text={line.summary} />
          </BandLead>
        </Heading>
        <Actions>{actions}</Actions>
      </Layout>
    </TitleBand>
  )
}

const Layout = styled.div({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateAreas: '"art" "heading" "actions"',
  [media.desktop]: {
    gridTemplateColumns: "minmax(0, 1fr) auto",
    gridTemplateAreas: '"heading art" "actions actions"',
    alignItems: "center",
    columnGap: "3rem",
  },
  // Beside a drawing taller than them, the title, lead and actions stay together, centred on it.
  [media.wide]: {
    gridTemplateAreas: '". art" "heading art" "actions art" ". art"',
    gridTemplateRows: "1fr auto auto 1fr",
  },
})

/** 240 × 160 on phones, 300 × 200 beside the title from 1024 px, 420 × 280 from 1280 px. */
const Art = styled.div(({ theme }) => ({
  gridArea: "art",
  display: "grid",
  placeItems: "center",
  height: "10rem",
  marginBottom: "1.25rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  // A photo fills the drawing's box, cropped to it: the box's size is reserved either way.
  overflow: "hidden",
  "& svg": { display: "block", width: "216px", height: "144px" },
  [media.desktop]: {
    width: "20rem",
    height: "13.5rem",
    marginBottom: 0,
    "& svg": { width: "300px", height: "200px" },
  },
  [media.wide]: {
    width: "30rem",
    height: "20rem",
    "& svg": { width: "420px", height: "280px" },
  },
}))

const Heading = styled.div({ gridArea: "heading" })

/** A line's name is long ("Estaciones de prueba de respuesta y calibración"): a size that keeps it to two lines. */
const Title = styled.h1({
  [media.desktop]: { fontSize: "clamp(2rem, 1.2rem + 2vw, 2.75rem)" },
})

const Actions = styled.div({ gridArea: "actions" })
