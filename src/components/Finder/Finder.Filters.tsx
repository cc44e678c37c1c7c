import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Button, visuallyHidden } from "../Button"
import { Field } from "../Form/Field"
import { RadioGroup } from "../Form/RadioGroup"
import { Select } from "../Form/Select"
import { Legend } from "../Form/labels"
import { Icon } from "../Icon/Icon"
import { activeFilterCount, FILTERS_OPEN_ATTRIBUTE } from "../../lib/finder/query"
import type { FinderQuery } from "../../lib/finder/query"
import { industryPath } from "../../lib/page-paths"
import { fillTemplate } from "../../lib/text-template"
import { media } from "../../styles/media"
import type { FinderCopy, FinderOption } from "./types"

interface FinderFiltersProps {
  copy: FinderCopy
  query: FinderQuery
  categories: readonly FinderOption[]
  hazards: readonly FinderOption[]
  industries: readonly FinderOption[]
  modes: readonly FinderOption[]
  /** Phones only: whether the filters are unfolded (from the tablet width up they always show). */
  open: boolean
  onToggle: () => void
  /** A filter's new value, by the query's field. */
  onChoose: (name: Exclude<keyof FinderQuery, "q">) => (value: string) => void
}

/** The finder's four filters, folded on phones behind a button that counts the active ones. */
export function FinderFilters({
  copy,
  query,
  categories,
  hazards,
  industries,
  modes,
  open,
  onToggle,
  onChoose,
}: FinderFiltersProps) {
  const activeCount = activeFilterCount(query)
  const selects = [
    { name: "categoria", label: copy.categoryLabel, placeholder: copy.categoryAll, options: categories },
    { name: "riesgo", label: copy.hazardLabel, placeholder: copy.hazardAll, options: hazards },
    { name: "industria", label: copy.industryLabel, placeholder: copy.industryAll, options: industries },
  ] as const
  return (
    <>
      <FiltersToggle
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={FILTERS_ID}
        onClick={onToggle}
        data-finder-toggle=""
      >
        {activeCount ? fillTemplate(copy.filtersToggleActive, { count: activeCount }) : copy.filtersToggle}
        <Icon name="chevron-down" size={20} />
      </FiltersToggle>
      <Filters id={FILTERS_ID} data-finder-filters="" data-folded={open ? undefined : ""}>
        <Legend>{copy.filtersLegend}</Legend>
        <FilterGrid>
          {selects.map(({ name, label, placeholder, options }) => (
            <Field key={name} id={`buscador-${name}`} label={label}>
              {(control) => (
                <Select
                  control={control}
                  name={name}
                  placeholder={placeholder}
                  options={options}
                  value={query[name]}
                  onChange={(event) => onChoose(name)(event.target.value)}
                />
              )}
            </Field>
          ))}
        </FilterGrid>
        {query.industria && industries.some((industry) => industry.value === query.industria) ? (
          <IndustryPage to={industryPath(query.industria)}>
            {fillTemplate(copy.industryPageLabel, {
              industria: industries.find((industry) => industry.value === query.industria)!.label,
            })}
            <Icon name="arrow-right" size={18} />
          </IndustryPage>
        ) : null}
        <RadioGroup
          id="buscador-modo"
          name="modo"
          legend={copy.modeLabel}
          options={[{ value: "", label: copy.modeAll }, ...modes]}
          value={query.modo}
          onChange={onChoose("modo")}
        />
      </Filters>
    </>
  )
}

const FILTERS_ID = "buscador-filtros"

/** The chosen industry's own page: its hazards, the lines for each task, its services. */
const IndustryPage = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  justifySelf: "start",
  color: theme.colors.link,
  fontWeight: 700,
  textUnderlineOffset: "0.2em",
  "&:hover": { color: theme.colors.linkHover },
}))

/**
 * Below the tablet width the four filters would push the results a screen down: a disclosure button folds them.
 * Pre-rendered folded (no shift when the page runs); without JavaScript a <noscript> style (src/no-script.tsx)
 * hides the button and shows the filters.
 */
const FiltersToggle = styled(Button)(({ theme }) => ({
  justifySelf: "start",
  "& svg": { transition: `transform ${theme.transition}` },
  '&[aria-expanded="true"] svg': { transform: "rotate(180deg)" },
  [media.tablet]: { display: "none" },
}))

/** Undoes `visuallyHidden` from a breakpoint up. */
const shownAgain = {
  position: "static",
  width: "auto",
  height: "auto",
  margin: 0,
  overflow: "visible",
  clip: "auto",
  whiteSpace: "normal",
} as const

const Filters = styled.fieldset({
  display: "grid",
  "&[data-folded]": { display: "none" },
  [`html[${FILTERS_OPEN_ATTRIBUTE}] &[data-folded]`]: { display: "grid" },
  [media.tablet]: { "&[data-folded]": { display: "grid" } },
  gap: "1.25rem",
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  // On phones the "Filtros" button already heads the group: its legend is for screen readers only.
  "& > legend": {
    ...visuallyHidden,
    [media.tablet]: { ...shownAgain, marginBottom: "0.75rem", fontSize: "1.125rem" },
  },
})

const FilterGrid = styled.div({
  display: "grid",
  gap: "1rem",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
})
