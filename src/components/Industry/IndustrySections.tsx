import styled from "@emotion/styled"
import { Link } from "gatsby"
import { media } from "../../styles/media"
import { cardSurface } from "../../styles/surfaces"
import { LineLinks } from "../EquipmentLine/LineLinks"
import type { LinkedLine } from "../EquipmentLine/LineLinks"
import { FormulaText } from "../FormulaText"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { Icon } from "../Icon/Icon"

/**
 * The parts of an industry's page (src/templates/industry.tsx) that the CMS's preview draws too
 * (src/cms/previews/): its hazards, its tasks with their lines, its services.
 */

export function IndustryHazards({ hazards }: { hazards: ReadonlyArray<{ name: string; text: string }> }) {
  return (
    <Hazards>
      {hazards.map((hazard) => (
        <li key={hazard.name}>
          <Icon name="alert" size={22} />
          <div>
            <h3>
              <FormulaText text={hazard.name} />
            </h3>
            <p>
              <FormulaText text={hazard.text} />
            </p>
          </div>
        </li>
      ))}
    </Hazards>
  )
}

interface IndustryTask {
  readonly name: string
  readonly text: string
  readonly lines?: readonly LinkedLine[] | null
}

/** Each task: what it involves, and the industry's lines that fit it, each a card linking its page. */
export function IndustryTasks({ tasks }: { tasks: readonly IndustryTask[] }) {
  return (
    <Tasks>
      {/* One task per idle period on the first load: all of them, with their lines' cards, are too long a task. */}
      {tasks.map((task, index) => (
        <HydrateWhenIdle key={task.name}>
          <Task aria-labelledby={`tarea-${index + 1}`}>
            <h3 id={`tarea-${index + 1}`}>
              <FormulaText text={task.name} />
            </h3>
            <p>
              <FormulaText text={task.text} />
            </p>
            <LineLinks lines={task.lines ?? []} level={4} />
          </Task>
        </HydrateWhenIdle>
      ))}
    </Tasks>
  )
}

/** The services and rentals that matter in the industry: each a link to its section, with why. */
export function IndustryServices({
  services,
}: {
  services: ReadonlyArray<{ title: string; text: string; path: string }>
}) {
  return (
    <Services>
      {services.map((service) => (
        <li key={service.path}>
          <h3>
            <Link to={service.path}>
              <FormulaText text={service.title} />
            </Link>
          </h3>
          <p>
            <FormulaText text={service.text} />
          </p>
        </li>
      ))}
    </Services>
  )
}

const Hazards = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "1.25rem" },
  "& > li": {
    ...cardSurface(theme),
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gap: "0.875rem",
    alignItems: "start",
    padding: "1.25rem",
  },
  "& > li > svg": { marginTop: "0.125rem", color: theme.colors.navy },
  "& h3": { fontSize: "1.125rem", margin: "0 0 0.375rem" },
  "& p": { margin: 0, color: theme.colors.textMuted },
}))

const Tasks = styled.div({ display: "grid", gap: "2.5rem" })

const Task = styled.article(({ theme }) => ({
  "& > h3": { fontSize: "1.375rem", margin: "0 0 0.5rem" },
  "& > p": { maxWidth: theme.measure, margin: "0 0 1.25rem", color: theme.colors.textMuted },
}))

const Services = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "1.25rem" },
  "& > li": { ...cardSurface(theme), padding: "1.25rem" },
  "& h3": { fontSize: "1.125rem", margin: "0 0 0.375rem" },
  "& a": { color: theme.colors.link, textUnderlineOffset: "0.2em" },
  "& p": { margin: 0, color: theme.colors.textMuted },
}))
