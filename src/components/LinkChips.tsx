import styled from "@emotion/styled"
import { Link } from "gatsby"

interface LinkChipsProps {
  /** Each chip's text and internal address. */
  links: ReadonlyArray<{ label: string; to: string }>
}

/**
 * Short links as a wrapping row of pills: a line's industries on its page, an industry's equipment on
 * /industrias. Every one an internal Gatsby link.
 */
export function LinkChips({ links }: LinkChipsProps) {
  return (
    <Chips>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </Chips>
  )
}

const Chips = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "& a": {
    display: "inline-block",
    padding: "0.375rem 0.875rem",
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.link,
    fontWeight: 700,
    fontSize: theme.fontSizes.small,
    textDecoration: "none",
  },
  "& a:hover": { borderColor: theme.colors.link, textDecoration: "underline" },
}))
