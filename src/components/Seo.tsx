import { Helmet } from "react-helmet"
import { useSite } from "../hooks/use-site"
import { canonicalUrl, documentTitle } from "../lib/seo"

export type JsonLd = Record<string, unknown>

interface SeoProps {
  title: string
  description: string
  /** The route of the page, e.g. "/productos". Its canonical URL is built from it. */
  path: string
  jsonLd?: JsonLd | JsonLd[]
  /** The page's own Open Graph image (a route under static/ or public/), instead of the site's. */
  image?: SocialImage
  /** For pages that must not be indexed (the 404 page). */
  noindex?: boolean
}

export interface SocialImage {
  path: string
  width: number
  height: number
  alt: string
}

const OG_IMAGE_PATH = "/images/og-image.png"

/** Serialised for a <script> element: "<" escaped so no text can close the element early. */
function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}

/** The document head of every page: title, description, canonical URL, social cards and JSON-LD. */
export function Seo({ title, description, path, jsonLd, image: ownImage, noindex = false }: SeoProps) {
  const site = useSite()
  const url = canonicalUrl(site.siteUrl, path)
  const fullTitle = documentTitle(title, site.shortName)
  const image = `${site.siteUrl.replace(/\/+$/, "")}${ownImage?.path ?? OG_IMAGE_PATH}`
  return (
    <Helmet htmlAttributes={{ lang: "es-AR" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta name="theme-color" content="#0b1b2b" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      {ownImage ? <meta property="og:image:width" content={String(ownImage.width)} /> : null}
      {ownImage ? <meta property="og:image:height" content={String(ownImage.height)} /> : null}
      <meta property="og:image:alt" content={ownImage?.alt ?? `${site.name}: ${site.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd ? <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script> : null}
    </Helmet>
  )
}
