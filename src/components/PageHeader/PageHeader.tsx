import type { ReactNode } from "react"
import styled from "@emotion/styled"
import type { Crumb } from "../../lib/breadcrumbs"
import { media } from "../../styles/media"
import { Container } from "../Section"
import { Breadcrumbs } from "./Breadcrumbs"

interface PageHeaderProps {
  trail: readonly Crumb[]
  title: string
  intro: string
  children?: ReactNode
}

/** The top of every inner page: breadcrumbs, the page's one h1 and its lead paragraph. */
export function PageHeader({ trail, title, intro, children }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <Breadcrumbs trail={trail} />
        <h1>{title}</h1>
        <Lead>{intro}</Lead>
        {children}
      </Container>
    </Band>
  )
}

const Band = styled.div(({ theme }) => ({
  paddingBlock: "2rem 2.75rem",
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  [media.desktop]: { paddingBlock: "2.5rem 3.5rem" },
}))

const Lead = styled.p(({ theme }) => ({
  maxWidth: theme.measure,
  margin: 0,
  fontSize: theme.fontSizes.lead,
  color: theme.colors.textMuted,
}))
