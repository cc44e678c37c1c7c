import styled from "@emotion/styled"
import type { ReactNode } from "react"
import type { Crumb } from "../../lib/breadcrumbs"
import { BAND_VIEWBOX, parseIllustrationRef } from "../../lib/illustrations"
import { media } from "../../styles/media"
import { FirstScreenEnd } from "../FirstScreenEnd"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { Illustration } from "../Illustration"
import { Container } from "../Section"
import { Breadcrumbs } from "./Breadcrumbs"

/**
 * The drawing of a title band, on the hero's navy: a 144 px strip above the h1 on phones (short, so the h1
 * stays in the first screen), a 360 × 240 tile beside the text from 1024 px. `reference` is the content's
 * "<sprite>#<symbol>"; nothing is drawn for a malformed one (a unit test keeps content well formed).
 */
export function BandIllustration({ reference }: { reference: string }) {
  const drawing = parseIllustrationRef(reference)
  if (!drawing) return null
  return (
    <Art>
      <Illustration drawing={drawing} viewBox={BAND_VIEWBOX} />
    </Art>
  )
}

const Art = styled.div(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  height: "9rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  "& svg": { display: "block", width: "224px", height: "140px" },
  [media.desktop]: {
    order: 2,
    width: "22.5rem",
    height: "15rem",
    "& svg": { width: "320px", height: "200px" },
  },
}))

/** Text and drawing of a title band: stacked on phones (drawing first), side by side from 1024 px. */
export const BandLayout = styled.div({
  display: "grid",
  gap: "1.25rem",
  [media.desktop]: {
    gridTemplateColumns: "minmax(0, 1fr) auto",
    alignItems: "center",
    gap: "3rem",
  },
})

/**
 * The title band of every inner page and line page: the breadcrumbs, then `children` laid out beside the
 * drawing from 1024 px. It is hydrated when the main thread is idle (lib/held-hydration.ts), and it ends with
 * the marker the first paint waits for (FirstScreenEnd).
 */
export function TitleBand({ trail, children }: { trail: readonly Crumb[]; children: ReactNode }) {
  return (
    <HydrateWhenIdle>
      <Band>
        <Container>
          <Breadcrumbs trail={trail} />
          <BandLayout>{children}</BandLayout>
        </Container>
        <FirstScreenEnd />
      </Band>
    </HydrateWhenIdle>
  )
}

/** The light surface under the header. */
const Band = styled.div(({ theme }) => ({
  paddingBlock: "2rem 2.75rem",
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  [media.desktop]: { paddingBlock: "2.5rem 3.5rem" },
}))

/** The lead paragraph under a title band's h1. */
export const BandLead = styled.p(({ theme }) => ({
  maxWidth: theme.measure,
  margin: 0,
  fontSize: theme.fontSizes.lead,
  color: theme.colors.textMuted,
}))
