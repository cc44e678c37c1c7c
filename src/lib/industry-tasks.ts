/** What a task of an industry's page (content/industries/<slug>.json `tasks`) selects lines by. */
export interface IndustryTaskFilter {
  readonly hazards: readonly string[]
  readonly categories: readonly string[]
}

/** A line as the filter reads it: its category and what it measures or protects against. */
export interface TaskCandidate {
  readonly category: string
  readonly hazards: readonly string[]
}

/**
 * The lines of a task: of the industry's lines (those whose `industries` name it, in their order), those that
 * measure or protect against one of the task's hazards and, when the task names categories, belong to one. The
 * relation stays the lines' own: a task never lists lines.
 */
export function linesForTask<Line extends TaskCandidate>(industryLines: readonly Line[], task: IndustryTaskFilter) {
  return industryLines.filter(
    (line) =>
      line.hazards.some((hazard) => task.hazards.includes(hazard)) &&
      (task.categories.length === 0 || task.categories.includes(line.category)),
  )
}
