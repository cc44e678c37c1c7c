import * as React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { media } from "../styles/media"
import { Icon } from "./Icon/Icon"
import { cardSurface } from "../styles/surfaces"

interface CardProps {
  /** Anchor id, so other pages can link to the card (e.g. /alquiler#era). */
  id?: string
  icon: string
  title: string
  /** The heading level that fits the page outline (h2 under the h1, h3 inside a section). */
  headingLevel?: "h2" | "h3"
  children: React.ReactNode
  link?: { label: string; path: string }
  /** Actions at the foot of the card (buttons), instead of or after the link. */
  actions?: React.ReactNode
}

/** The card anatomy used across the site: icon, title, short text, action. */
export function Card({ id, icon, title, headingLevel = "h3", children, link, actions }: CardProps) {
  return (
    <Article id={id}>
      <IconBadge>
        <Icon name={icon} size={28} />
      </IconBadge>
      <Title as={headingLevel}>{title}</Title>
      <Body>{children}</Body>
      {link || actions ? (
        <Footer>
          {link ? (
            <CardLink to={link.path}>
              {link.label}
              <Icon name="arrow-right" size={18} />
            </CardLink>
          ) : null}
          {actions}
        </Footer>
      ) : null}
    </Article>
  )
}

/** A responsive grid of cards: one column on phones, two on tablets, `columns` from 1024 px. */
export const CardGrid = styled("ul", { shouldForwardProp: (prop) => prop !== "columns" })<{ columns?: 2 | 3 | 4 }>(
  ({ columns = 3 }) => ({
    display: "grid",
    gap: "1.25rem",
    margin: 0,
    padding: 0,
    listStyle: "none",
    "& > li": { display: "flex" },
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: "1.5rem" },
  }),
)

const Article = styled.article(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  padding: "1.5rem",
  ...cardSurface(theme),
}))

const IconBadge = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  width: "3.25rem",
  height: "3.25rem",
  marginBottom: "1rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  color: theme.colors.accent,
}))

const Title = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.h3, margin: "0 0 0.5rem" }))

const Body = styled.div(({ theme }) => ({
  flex: 1,
  color: theme.colors.textMuted,
  "& p:last-child": { marginBottom: 0 },
}))

const Footer = styled.div({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.75rem",
  marginTop: "1.25rem",
})

const CardLink = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  fontWeight: 700,
  color: theme.colors.link,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
}))
