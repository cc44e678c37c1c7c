import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { media } from "../../styles/media"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import type { PhotoImageProps } from "./PhotoImage"

/** A photo as the content's queries give it (the PhotoFields fragments, below). */
export interface PhotoData {
  readonly alt: string
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

/**
 * gatsby-plugin-image's code (about 8 KB gzip) is a chunk of its own in the browser's production bundle, loaded
 * only where a photo renders in the browser: on a page reached inside the app. On a page's first load the photo's
 * part keeps its pre-rendered <picture> for good, which needs no script (its sizes, native lazy loading, the
 * fade-in script the plugin puts in the page's head), so a line page with a photo in its first screen stays within
 * its 70 KB budget (with the code: 78.5 KB), and a page without photos never loads it. The server, `gatsby
 * develop`, the CMS's previews and the tests render it from the module itself (as the header's desktop menu).
 */
type PhotoImageModule = typeof import("./PhotoImage")
let photoImageModule: PhotoImageModule | null =
  // The condition itself: webpack leaves a branch out (here the module's `require`) only on a constant one.
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./PhotoImage") as PhotoImageModule)
const loadPhotoImage = async () => (photoImageModule ??= await import("./PhotoImage"))

/**
 * A media query no screen matches, as the photo's `shownWhen`: held hydration treats the part as hidden outside
 * it, so on a first load the part is never hydrated and its code never requested (lib/held-hydration.ts).
 */
const PRE_RENDERED_ONLY = "not all"

function LazyPhotoImage(props: PhotoImageProps) {
  if (!photoImageModule) throw loadPhotoImage() // Suspense, on a page reached inside the app
  return <photoImageModule.PhotoImage {...props} />
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
    <HydrateWhenIdle shownWhen={PRE_RENDERED_ONLY}>
      <Frame fill={fill}>
        <LazyPhotoImage image={image} alt={photo.alt} priority={priority} fill={fill} />
      </Frame>
    </HydrateWhenIdle>
  )
}

const Frame = styled("div", { shouldForwardProp: (prop) => prop !== "fill" })<{ fill: boolean }>(({ fill }) => ({
  width: "100%",
  ...(fill ? { height: "100%" } : {}),
}))

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
