import styled from "@emotion/styled"
import { graphql } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { media } from "../../styles/media"

/** A photo as the content's queries give it (the PhotoFields fragments, below). */
export interface PhotoData {
  readonly alt: string
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

/** Attributes React 18's types do not list yet: the first screen's photo is fetched before other images. */
const highPriority = { fetchpriority: "high" }

/**
 * The <img>'s own width and height, which GatsbyImage leaves to its sizer: the browser knows the photo's shape
 * from the HTML (GatsbyImage's types leave the attributes out; its <img> receives them).
 */
function intrinsicSize(image: IGatsbyImageData): Record<string, number> {
  return { width: Math.round(image.width), height: Math.round(image.height) }
}

/**
 * One of the company's photos (content/photos/), as GatsbyImage renders it: a <picture> with AVIF and WebP
 * sources and a JPEG or PNG fallback, each in the sizes of the query's breakpoints, width and height set and the
 * space reserved before it loads (its dominant colour shown meanwhile). Lazy below the fold; `priority` for the
 * one photo of a first screen (eager, fetched first). It fills its container's width, or its box when the
 * container fixes one (`fill`).
 */
export function Photo({
  photo,
  priority = false,
  fill = false,
}: {
  photo: PhotoData
  priority?: boolean
  fill?: boolean
}) {
  const image = photo.image?.childImageSharp?.gatsbyImageData
  if (!image) return null
  return (
    <GatsbyImage
      image={image}
      alt={photo.alt}
      loading={priority ? "eager" : "lazy"}
      style={fill ? { width: "100%", height: "100%" } : { width: "100%" }}
      {...intrinsicSize(image)}
      {...(priority ? highPriority : {})}
    />
  )
}

/** The photos of a page's section, each in its 3:2 frame: one column on phones, two from 640 px, three from 1024. */
export function PhotoGallery({ photos }: { photos: readonly PhotoData[] }) {
  if (photos.length === 0) return null
  return (
    <Gallery>
      {photos.map((photo, index) => (
        <li key={`${index}-${photo.alt}`}>
          <Photo photo={photo} />
        </li>
      ))}
    </Gallery>
  )
}

const Gallery = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: "2.5rem 0 0",
  padding: 0,
  display: "grid",
  gap: "1.25rem",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  "& .gatsby-image-wrapper": { borderRadius: theme.radii.card },
}))

export const query = graphql`
  # A photo of a section: up to 640 px wide in its column (1280 px for dense screens), 3:2.
  fragment PhotoFields on Photo {
    alt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.5)
      }
    }
  }
`
