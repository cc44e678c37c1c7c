import styled from "@emotion/styled"
import { Link } from "gatsby"
import { media, mediaQuery } from "../../styles/media"

/** SPEC §2: the logo links home, and from 1024 px a different (wider) logo image is used. */
export function HeaderLogo({ name }: { name: string }) {
  return (
    <LogoLink to="/">
      <picture>
        <source media={mediaQuery.desktop} srcSet="/images/logo-full.svg" width={194} height={42} />
        <img src="/images/logo-compact.svg" alt={`${name}, ir al inicio`} width={117} height={42} />
      </picture>
    </LogoLink>
  )
}

const LogoLink = styled(Link)({
  display: "flex",
  alignItems: "center",
  flex: "none",
  borderRadius: 4,
  "& img": { height: 42, width: "auto" },
  // Smaller between 1024 and 1280 px, where the full menu needs the room.
  [media.desktop]: { "& img": { height: 34 } },
  [media.wide]: { "& img": { height: 42 } },
})
