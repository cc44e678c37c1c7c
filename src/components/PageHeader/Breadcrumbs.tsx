import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { Crumb } from "../../lib/breadcrumbs"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { Icon } from "../Icon/Icon"

/** "Inicio › Productos › Detección de gases": links to every step but the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { breadcrumbsLabel } = useInterfaceText()
  return (
    <nav aria-label={breadcrumbsLabel}>
      <List>
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1
          return (
            <li key={crumb.path}>
              {index > 0 ? <Icon name="chevron-right" size={14} /> : null}
              {isCurrent ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <CrumbLink to={crumb.path}>{crumb.name}</CrumbLink>
              )}
            </li>
          )
        })}
      </List>
    </nav>
  )
}

const List = styled.ol(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.25rem 0.375rem",
  margin: "0 0 1.25rem",
  padding: 0,
  listStyle: "none",
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
  "& li": { display: "flex", alignItems: "center", gap: "0.375rem" },
  "& svg": { flex: "none" },
  "& [aria-current]": { color: theme.colors.text, fontWeight: 700 },
}))

const CrumbLink = styled(Link)(({ theme }) => ({
  color: theme.colors.link,
  "&:hover": { color: theme.colors.linkHover },
}))
