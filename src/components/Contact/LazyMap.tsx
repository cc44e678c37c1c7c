import * as React from "react"
import styled from "@emotion/styled"

interface LazyMapProps {
  src: string
  title: string
}

/**
 * The map is a third-party iframe: it is created only when its box comes near the viewport, so it is never
 * part of a page's first load. Without JavaScript a <noscript> copy loads it instead.
 */
export function LazyMap({ src, title }: LazyMapProps) {
  const boxRef = React.useRef<HTMLDivElement>(null)
  const [near, setNear] = React.useState(false)

  React.useEffect(() => {
    const box = boxRef.current
    if (!box) return
    if (!("IntersectionObserver" in window)) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: "200px" },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  return (
    <Box ref={boxRef} data-map-loaded={near ? "true" : "false"}>
      {near ? (
        <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <noscript>
          <iframe src={src} title={title} loading="lazy" />
        </noscript>
      )}
    </Box>
  )
}

const Box = styled.div(({ theme }) => ({
  position: "relative",
  aspectRatio: "16 / 10",
  width: "100%",
  overflow: "hidden",
  borderRadius: theme.radii.card,
  border: `1px solid ${theme.colors.border}`,
  background: `repeating-linear-gradient(45deg, ${theme.colors.surface}, ${theme.colors.surface} 12px, ${theme.colors.background} 12px, ${theme.colors.background} 24px)`,
  "& iframe": { position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 },
}))
