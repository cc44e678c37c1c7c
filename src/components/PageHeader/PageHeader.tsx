import type { ReactNode } from "react"
import styled from "@emotion/styled"
import type { Crumb } from "../../lib/breadcrumbs"
import { ButtonLink } from "../Button"
import { FormulaText } from "../FormulaText"
import { BandIllustration, BandLead, TitleBand } from "./BandIllustration"

/** What a page's content gives its title band (the fields every inner page's content file has). */
export interface PageHeaderContent {
  readonly title: string
  readonly intro: string
  /** The band's drawing, as content names it: "<sprite>#<symbol>" (see lib/illustrations.ts). */
  readonly illustration?: string | null
  /** The page's primary action, under the lead: in the first screen on phones. */
  readonly headerAction?: { readonly label: string; readonly path: string } | null
}

interface PageHeaderProps {
  /** The breadcrumbs shown above the h1 (useBreadcrumbs, which also gives the page's BreadcrumbList JSON-LD). */
  trail: readonly Crumb[]
  content: PageHeaderContent
  children?: ReactNode
}

/**
 * The title band of every inner page: the breadcrumbs, the page's one h1, its lead paragraph and the drawing
 * of what the page is about (above the h1 on phones, kept short so the h1 stays in the first screen; beside
 * the text from 1024 px). The page renders its head (Seo) itself.
 */
export function PageHeader({ trail, content, children }: PageHeaderProps) {
  const { title, intro, illustration, headerAction: action } = content
  return (
    <TitleBand trail={trail}>
      {illustration ? <BandIllustration reference={illustration} /> : null}
      <div>
        <h1>{title}</h1>
        <BandLead>
          <FormulaText text={intro} />
        </BandLead>
        {action ? (
          <Action>
            <ButtonLink to={action.path}>{action.label}</ButtonLink>
          </Action>
        ) : null}
        {children}
      </div>
    </TitleBand>
  )
}

const Action = styled.div({ marginTop: "1.5rem" })
