import type { IllustrationRef } from "../../lib/illustrations"

/** A line as the finder lists it (from the page query of /productos). */
export interface FinderLine {
  readonly slug: string
  readonly name: string
  readonly summary: string
  readonly category: string
  readonly categoryName: string
  readonly modes: readonly string[]
  /** Its page: linePath(category, slug). */
  readonly path: string
  /** Its drawing (lineIllustration), the result's thumbnail. */
  readonly drawing: IllustrationRef
}

/** An option of a filter: a slug and what the visitor reads. */
export interface FinderOption {
  readonly value: string
  readonly label: string
}

/** The finder's copy (content/products.json, `finder`). */
export interface FinderCopy {
  readonly title: string
  readonly searchLabel: string
  readonly searchHint: string
  readonly filtersLegend: string
  readonly filtersToggle: string
  readonly filtersToggleActive: string
  readonly categoryLabel: string
  readonly categoryAll: string
  readonly modeLabel: string
  readonly modeAll: string
  readonly hazardLabel: string
  readonly hazardAll: string
  readonly industryLabel: string
  readonly industryAll: string
  readonly industryPageLabel: string
  readonly submitLabel: string
  readonly clearLabel: string
  readonly countOne: string
  readonly countMany: string
  readonly activeFiltersLabel: string
  readonly removeFilterLabel: string
  readonly noResultsTitle: string
  readonly noResultsText: string
}
