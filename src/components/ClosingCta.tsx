import styled from "@emotion/styled"
import { useCta } from "../hooks/use-cta"
import { media } from "../styles/media"
import { HandoffButtons } from "./HandoffButtons"
import { HydrateWhenIdle } from "./Hydration/HydrateWhenIdle"
import { Container } from "./Section"

/** The call-to-action that closes a page (SPEC §2): WhatsApp in a new tab, or the contact form. Hydrated when idle. */
export function ClosingCta() {
  const cta = useCta()
  return (
    <HydrateWhenIdle>
      <Band aria-labelledby="cta-titulo">
        <Container>
          <Panel>
            <Text>
              <h2 id="cta-titulo">{cta.title}</h2>
              <p>{cta.text}</p>
            </Text>
            <Actions>
              <HandoffButtons contactVariant="secondaryOnDark" />
            </Actions>
          </Panel>
        </Container>
      </Band>
    </HydrateWhenIdle>
  )
}

// A white band with a rule above it: it stands apart from the tinted or plain chapter before it.
const Band = styled.section(({ theme }) => ({
  paddingBlock: "3.5rem",
  background: theme.colors.background,
  borderTop: `1px solid ${theme.colors.border}`,
  [media.desktop]: { paddingBlock: "4.5rem" },
}))

const Panel = styled.div(({ theme }) => ({
  display: "grid",
  gap: "1.75rem",
  padding: "2rem 1.5rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  color: theme.colors.textOnDarkMuted,
  borderTop: `6px solid ${theme.colors.accent}`,
  "& h2": { color: theme.colors.textOnDark },
  "& p": { margin: 0, fontSize: theme.fontSizes.lead },
  "& :focus-visible": { outlineColor: theme.colors.accent },
  [media.desktop]: { gridTemplateColumns: "1fr auto", alignItems: "center", gap: "3rem", padding: "3rem" },
}))

const Text = styled.div(({ theme }) => ({ maxWidth: theme.measure }))

const Actions = styled.div({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  [media.desktop]: { flexDirection: "column", alignItems: "stretch" },
})
