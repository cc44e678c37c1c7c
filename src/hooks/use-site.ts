import { useLayoutContent } from "./use-layout-content"

/** The company's details (content/site.json) and the site's canonical origin. */
export function useSite() {
  const data = useLayoutContent()
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!data.siteJson || !siteUrl) {
    throw new Error("content/site.json and siteMetadata.siteUrl are required")
  }
  return { ...data.siteJson, siteUrl }
}

export type SiteDetails = ReturnType<typeof useSite>
