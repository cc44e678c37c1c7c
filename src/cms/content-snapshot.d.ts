/** The content of the build and the key order of each edited file (gatsby/cms/admin-script.ts). */
declare module "vigia:content-snapshot" {
  import type { KeyOrder } from "./json-format"

  const snapshot: { content: Record<string, unknown>; keyOrders: KeyOrder[][] }
  export default snapshot
}
