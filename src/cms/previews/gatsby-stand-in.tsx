/**
 * What the site's components use of `gatsby`, for the CMS's previews (esbuild aliases `gatsby` here,
 * gatsby/cms/admin-script.ts): static queries answer from the content the preview is drawn with, links are
 * plain anchors. The previews run in Decap's frame, outside Gatsby's runtime.
 */
import type { AnchorHTMLAttributes } from "react"
import { previewData } from "./preview-data"

export const graphql = (): null => null

export function useStaticQuery<Data>(): Data {
  return previewData() as Data
}

export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export const navigate = (): void => undefined
export const withPrefix = (path: string): string => path
