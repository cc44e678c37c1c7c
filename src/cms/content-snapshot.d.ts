/** The content of the build, as the site's static queries name it (gatsby/cms/preview-content.ts). */
declare module "vigia:content-snapshot" {
  const content: Record<string, unknown>
  export default content
}
