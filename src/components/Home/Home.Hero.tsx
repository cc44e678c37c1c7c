import styled from "@emotion/styled"
import { media } from "../../styles/media"
import { ButtonLink } from "../Button"
import { Icon } from "../Icon/Icon"
import { Container } from "../Section"
import { HeroIllustration } from "./Home.Illustration"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { FirstScreenEnd } from "../FirstScreenEnd"

type HeroContent = NonNullable<Queries.HomePageQuery["homeJson"]>["hero"]

export function HomeHero({ hero }: { hero: HeroContent }) {
  return (
    <HydrateWhenIdle>
      <Band>
        <Inner>
          <div>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <h1>{hero.title}</h1>
            <Lead>{hero.text}</Lead>
            <Actions>
              <ButtonLink to={hero.primary.path}>{hero.primary.label}</ButtonLink>
              <ButtonLink to={hero.secondary.path} variant="secondaryOnDark">
                {hero.secondary.label}
              </ButtonLink>
            </Actions>
            <Highlights>
              {hero.highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="check" size={20} />
                  {highlight}
                </li>
              ))}
            </Highlights>
          </div>
          <Art />
        </Inner>
        <FirstScreenEnd />
      </Band>
    </HydrateWhenIdle>
  )
}

const Band = styled.section(({ theme }) => ({
  background: theme.colors.navy,
  color: theme.colors.textOnDarkMuted,
  paddingBlock: "3rem 3.5rem",
  overflow: "hidden",
  "& h1": { color: theme.colors.textOnDark, fontSize: "clamp(2rem, 1.35rem + 2.4vw, 3rem)" },
  "& :focus-visible": { outlineColor: theme.colors.accent },
  [media.desktop]: { paddingBlock: "4.5rem 5rem" },
}))

const Inner = styled(Container)({
  display: "grid",
  alignItems: "center",
  gap: "2rem",
  [media.desktop]: { gridTemplateColumns: "minmax(0, 1.25fr) minmax(0, 1fr)", gap: "3rem" },
})

const Eyebrow = styled.p(({ theme }) => ({
  margin: "0 0 1rem",
  color: theme.colors.accent,
  fontSize: theme.fontSizes.small,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
}))

const Lead = styled.p(({ theme }) => ({
  maxWidth: "38rem",
  fontSize: theme.fontSizes.lead,
  margin: "0 0 2rem",
}))

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginBottom: "2rem" })

const Highlights = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: theme.colors.textOnDark,
  "& li": { display: "flex", alignItems: "center", gap: "0.5rem" },
  "& svg": { flex: "none", color: theme.colors.accent },
}))

const Art = styled(HeroIllustration)({
  display: "none",
  width: "100%",
  height: "auto",
  maxWidth: 420,
  justifySelf: "center",
  [media.desktop]: { display: "block" },
})
