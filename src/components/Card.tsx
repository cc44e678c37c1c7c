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

/** Class names of the card's parts: one styled component per card (its article) styles them all. */
const PART = {
  icon: "tarjeta-icono",
  title: "tarjeta-titulo",
  body: "tarjeta-texto",
  footer: "tarjeta-pie",
  link: "tarjeta-enlace",
} as const

/**
 * The card anatomy used across the site: icon, title, short text, action. Cards repeat (up to a dozen on a
 * page), so only the article is a styled component: its parts are plain elements, and hydrating a card
 * serialises one set of styles, not six.
 */
export function Card({ id, icon, title, headingLevel = "h3", children, link, actions }: CardProps) {
  const Heading = headingLevel
  return (
    <Article id={id}>
      <span className={PART.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={PART.title}>{title}</Heading>
      <div className={PART.body}>{children}</div>
      {link || actions ? (
        <div className={PART.footer}>
          {link ? (
            <Link className={PART.link} to={link.path}>
              {link.label}
              <Icon name="arrow-right" size={18} />
            </Link>
          ) : null}
          {actions}
        </div>
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
  [`& > .${PART.icon}`]: {
    display: "grid",
    placeItems: "center",
    width: "3.25rem",
    height: "3.25rem",
    marginBottom: "1rem",
    borderRadius: theme.radii.card,
    background: theme.colors.navy,
    color: theme.colors.accent,
  },
  [`& > .${PART.title}`]: { fontSize: theme.fontSizes.h3, margin: "0 0 0.5rem" },
  [`& > .${PART.body}`]: { flex: 1, color: theme.colors.textMuted },
  [`& > .${PART.body} p:last-child`]: { marginBottom: 0 },
  [`& > .${PART.footer}`]: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.75rem",
    marginTop: "1.25rem",
  },
  [`& .${PART.link}`]: {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    fontWeight: 700,
    color: theme.colors.link,
    textDecoration: "none",
  },
  [`& .${PART.link}:hover`]: { textDecoration: "underline" },
}))
