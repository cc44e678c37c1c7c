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
  /** The line's buttons: its requests, WhatsApp (and, later, "Agregar a la cotización"). */
  actions: ReactNode
}

/**
 * The title band of a line's page: breadcrumbs, the line's drawing large on the navy of the hero (above the
 * h1 on phones, kept short so the h1 and the first buttons stay in the first screen; beside the text from
 * 1024 px), the h1, what it is for and its buttons.
 */
export function LineHeader({ trail, line, actions }: LineHeaderProps) {
  return (
    <TitleBand trail={trail}>
      <Art>
        <Illustration drawing={lineIllustration(line)} viewBox={LINE_VIEWBOX} />
      </Art>
      <div>
        <h1>
          <FormulaText text={line.name} />
        </h1>
        <BandLead>
          <FormulaText text={line.summary} />
        </BandLead>
        <Actions>{actions}</Actions>
      </div>
    </TitleBand>
  )
}

const Art = styled.div(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  height: "11rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  "& svg": { display: "block", width: "240px", height: "160px" },
  [media.desktop]: {
    order: 2,
    width: "30rem",
    height: "20rem",
    "& svg": { width: "420px", height: "280px" },
  },
}))

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "1.5rem" })
