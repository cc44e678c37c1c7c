import { GatsbyImage } from "gatsby-plugin-image"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** Attributes React 18's types do not list yet: the first screen's photo is fetched before other images. */
const highPriority = { fetchpriority: "high" }

/**
 * The <img>'s own width and height, which GatsbyImage leaves to its sizer: the browser knows the photo's shape
 * from the HTML (GatsbyImage's types leave the attributes out; its <img> receives them).
 */
function intrinsicSize(image: IGatsbyImageData): Record<string, number> {
  return { width: Math.round(image.width), height: Math.round(image.height) }
}

export interface PhotoImageProps {
  image: IGatsbyImageData
  alt: string
  priority: boolean
  fill: boolean
}

/**
 * gatsby-plugin-image's GatsbyImage for one photo (Photo.tsx decides when its code loads): a <picture> with AVIF
 * and WebP sources and a JPEG or PNG fallback in the query's sizes, its box reserved by GatsbyImage's sizer.
 */
export function PhotoImage({ image, alt, priority, fill }: PhotoImageProps) {
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      style={fill ? { width: "100%", height: "100%" } : { width: "100%" }}
      {...intrinsicSize(image)}
      {...(priority ? highPriority : {})}
    />
  )
}
