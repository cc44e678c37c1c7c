import { linesForTask } from "../src/lib/industry-tasks"
import type { IndustryTaskFilter, TaskCandidate } from "../src/lib/industry-tasks"
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

type IndustryLine = Ordered & TaskCandidate & { industries: readonly string[] }

/** The lines that serve an industry (their `industries` name it), in their order. */
async function industryLines(context: Context, slug: string): Promise<IndustryLine[]> {
  const lines = await orderedNodes<IndustryLine>(context, "EquipmentLinesJson")
  return lines.filter((line) => line.industries.includes(slug))
}

/**
 * The lists of a folder collection that other entries show: a category's lines and questions, an industry's
 * lines, an industry's tasks with their lines and its questions, the questions of /recursos. Each is filtered from the collection and kept in its `order` (Gatsby's reverse `@link` keeps
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
      resolve: (industry: { slug: string }, _args: unknown, context: Context) => industryLines(context, industry.slug),
    },
    // Each task with its lines: the industry's that fit it (src/lib/industry-tasks.ts).
    tasks: {
      type: "[IndustryTask!]!",
      async resolve(industry: { slug: string; tasks: IndustryTaskFilter[] }, _args: unknown, context: Context) {
        const lines = await industryLines(context, industry.slug)
        return industry.tasks.map((task) => ({ ...task, lines: linesForTask(lines, task) }))
      },
    },
    faqs: {
      type: "[FaqsJson!]",
      async resolve(industry: { slug: string }, _args: unknown, context: Context) {
        const faqs = await orderedNodes<Ordered & { industry?: string | null }>(context, "FaqsJson")
        return faqs.filter((faq) => faq.industry === industry.slug)
      },
    },
  },
  ResourcesJson: {
    faqs: {
      type: "[FaqsJson!]",
      async resolve(_page: unknown, _args: unknown, context: Context) {
        const faqs = await orderedNodes<Ordered & { category?: string | null; industry?: string | null }>(
          context,
          "FaqsJson",
        )
        return faqs.filter((faq) => !faq.category && !faq.industry)
      },
    },
  },
}
