import { byOrder } from "./content-collections"

interface NodeModel {
  findAll: (query: { type: string }) => Promise<{ entries: Iterable<unknown> }>
}
interface Context {
  nodeModel: NodeModel
}
interface Ordered {
  order?: number | null
}

/** Every node of a folder collection's type, in the collection's `order`. */
export async function orderedNodes<Entry extends Ordered>(context: Context, type: string): Promise<Entry[]> {
  const { entries } = await context.nodeModel.findAll({ type })
  return (Array.from(entries) as Entry[]).sort(byOrder)
}

/**
 * The lists of a folder collection that other entries show: a category's lines and questions, an industry's
 * lines, the questions of /recursos. Each is filtered from the collection and kept in its `order` (Gatsby's reverse `@link` keeps
 * the order files happened to be read in).
 */
export const collectionResolvers = {
  CategoriesJson: {
    lines: {
      type: "[EquipmentLinesJson!]",
      async resolve(category: { slug: string }, _args: unknown, context: Context) {
        const lines = await orderedNodes<Ordered & { category: string }>(context, "EquipmentLinesJson")
        return lines.filter((line) => line.category === category.slug)
      },
    },
    faqs: {
      type: "[FaqsJson!]",
      async resolve(category: { slug: string }, _args: unknown, context: Context) {
        const faqs = await orderedNodes<Ordered & { category?: string | null }>(context, "FaqsJson")
        return faqs.filter((faq) => faq.category === category.slug)
      },
    },
  },
  IndustriesJson: {
    lines: {
      type: "[EquipmentLinesJson!]",
      async resolve(industry: { slug: string }, _args: unknown, context: Context) {
        const lines = await orderedNodes<Ordered & { industries: readonly string[] }>(context, "EquipmentLinesJson")
        return lines.filter((line) => line.industries.includes(industry.slug))
      },
    },
  },
  ResourcesJson: {
    faqs: {
      type: "[FaqsJson!]",
      async resolve(_page: unknown, _args: unknown, context: Context) {
        const faqs = await orderedNodes<Ordered & { category?: string | null }>(context, "FaqsJson")
        return faqs.filter((faq) => !faq.category)
      },
    },
  },
}
