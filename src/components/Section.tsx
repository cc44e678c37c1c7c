import styled from "@emotion/styled"
import type { ComponentProps } from "react"
import { media } from "../styles/media"
import { HydrateWhenIdle } from "./Hydration/HydrateWhenIdle"

/** The one content width, centred, with the page gutters. */
export const Container = styled.div(({ theme }) => ({
  width: "100%",
  maxWidth: theme.contentWidth,
  marginInline: "auto",
  paddingInline: "1.25rem",
  [media.tablet]: { paddingInline: "2rem" },
}))

/**
 * A page chapter. `tone="tinted"` alternates the background so long pages read as chapters. On a page's first
 * load a chapter is hydrated when the main thread is idle, after the header and the title band.
 */
export function Section(props: ComponentProps<typeof SectionRoot>) {
  return (
    <HydrateWhenIdle>
      <SectionRoot {...props} />
    </HydrateWhenIdle>
  )
}

const SectionRoot = styled("section", { shouldForwardProp: (prop) => prop !== "tone" })<{
  tone?: "plain" | "tinted"
}>(({ theme, tone = "plain" }) => ({
  paddingBlock: "3.5rem",
  background: tone === "tinted" ? theme.colors.surface : theme.colors.background,
  [media.desktop]: { paddingBlock: "5rem" },
}))

/** Title and introduction of a section. */
export const SectionHeader = styled.div(({ theme }) => ({
  maxWidth: theme.measure,
  marginBottom: "2rem",
  "& p": { color: theme.colors.textMuted, fontSize: theme.fontSizes.lead, margin: 0 },
}))
