import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { FormEvent } from "react"
import styled from "@emotion/styled"
import { Link, navigate } from "gatsby"
import { Button } from "../Button"
import { Field } from "../Form/Field"
import { TextInput } from "../Form/TextInput"
import {
  activeFilterCount,
  EMPTY_FINDER_QUERY,
  FILTERS_OPEN_ATTRIBUTE,
  FINDER_NAVIGATION_STATE,
  FINDER_TEXT_MAX_LENGTH,
  finderAddress,
  finderSearch,
  isFiltered,
  parseFinderQuery,
} from "../../lib/finder/query"
import type { FinderQuery } from "../../lib/finder/query"
import { matchingLines } from "../../lib/finder/search"
import { media } from "../../styles/media"
import { FinderFilters } from "./Finder.Filters"
import { FinderResults } from "./Finder.Results"
import type { FinderCopy, FinderLine, FinderOption } from "./types"
import { useFinderIndex } from "./use-finder-index"

export interface FinderProps {
  /** The page the finder is on, and the form's action without JavaScript. */
  path: string
  /** The page's location.search: the finder's state. */
  search: string
  /** The index's address (the page context of /productos); null in tests that do not search. */
  indexUrl: string | null
  copy: FinderCopy
  /** Every line, in the catalogue's order: the list the page shows before any search, and without JavaScript. */
  lines: readonly FinderLine[]
  categories: readonly FinderOption[]
  modes: readonly FinderOption[]
  hazards: readonly FinderOption[]
  industries: readonly FinderOption[]
  modesLabel: string
}

/**
 * The catalogue's finder: free text and four filters narrowing the list of lines as the visitor types. The state
 * is the URL's query: typing replaces the history entry, a filter change adds one (the back button undoes it).
 * Without JavaScript the form is a plain GET form to the same page, which lists every line.
 */
export function Finder({
  path,
  search,
  indexUrl,
  copy,
  lines,
  categories,
  modes,
  hazards,
  industries,
  modesLabel,
}: FinderProps) {
  // The pre-rendered page shows every line: the URL's query is applied once the page runs.
  const [query, setQuery] = useState<FinderQuery>(EMPTY_FINDER_QUERY)
  const { entries, load } = useFinderIndex(indexUrl)
  // Phones only: the filters fold behind a button (CSS ignores the state from the tablet width up).
  const [filtersOpen, setFiltersOpen] = useState(false)

  // One navigation at a time: Gatsby's navigations can land out of order (each waits for its page data), and
  // a late one would take the finder back. `landed` is the finder's part of the router's address, `inFlight`
  // the one asked for and not reached yet, `wanted` the latest state's; the next leaves when one lands.
  const landed = useRef<string | null>(null)
  const inFlight = useRef<string | null>(null)
  const wanted = useRef({ search: "", replace: true })

  const go = useCallback(() => {
    inFlight.current = wanted.current.search
    void navigate(finderAddress(path, wanted.current.search), {
      replace: wanted.current.replace,
      state: FINDER_NAVIGATION_STATE,
    })
  }, [path])

  useEffect(() => {
    const fromUrl = parseFinderQuery(search)
    const incoming = finderSearch(fromUrl)
    if (inFlight.current !== null && incoming === inFlight.current) {
      landed.current = incoming
      inFlight.current = null
      if (wanted.current.search !== incoming) go()
      return
    }
    // The visitor typed or chose before this first run (on a page's first load the finder may be hydrated by
    // their first key, lib/held-hydration.ts): what they asked for stands, and its navigation is under way.
    if (landed.current === null && inFlight.current !== null) {
      landed.current = incoming
      return
    }
    // The address the page opened with, the back button or a link.
    inFlight.current = null
    landed.current = incoming
    wanted.current = { search: incoming, replace: true }
    setQuery((current) => (finderSearch(current) === incoming ? current : fromUrl))
    if (isFiltered(fromUrl)) load()
    if (activeFilterCount(fromUrl) > 0) setFiltersOpen(true)
    // The head script's mark has done its part (the state shows the filters before the next paint).
    document.documentElement.removeAttribute(FILTERS_OPEN_ATTRIBUTE)
  }, [search, load, go])

  const found = useMemo(() => {
    if (!entries || !isFiltered(query)) return lines
    const slugs = new Set(matchingLines(entries, query))
    return lines.filter((line) => slugs.has(line.slug))
  }, [entries, query, lines])

  function change(next: FinderQuery, history: "replace" | "push") {
    setQuery(next)
    load()
    wanted.current = { search: finderSearch(next), replace: history === "replace" }
    if (inFlight.current === null && wanted.current.search !== landed.current) go()
  }
  const choose = (name: Exclude<keyof FinderQuery, "q">) => (value: string) =>
    change({ ...query, [name]: value }, "push")

  // What narrows the list, in the filters' order, each with the address without it.
  const named = (options: readonly FinderOption[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value
  const active = [
    { name: "q", label: query.q.trim() ? `«${query.q.trim()}»` : "" },
    { name: "categoria", label: query.categoria && `${copy.categoryLabel}: ${named(categories, query.categoria)}` },
    { name: "riesgo", label: query.riesgo && `${copy.hazardLabel}: ${named(hazards, query.riesgo)}` },
    { name: "industria", label: query.industria && `${copy.industryLabel}: ${named(industries, query.industria)}` },
    { name: "modo", label: query.modo && `${copy.modeLabel}: ${named(modes, query.modo)}` },
  ]
    .filter((filter) => filter.label)
    .map((filter) => ({ label: filter.label, without: finderAddress(path, { ...query, [filter.name]: "" }) }))

  function submit(event: FormEvent<HTMLFormElement>) {
    // The list already shows what the form asks for, and the address holds it.
    event.preventDefault()
  }

  return (
    <>
      <Form
        method="get"
        action={finderAddress(path, "")}
        role="search"
        aria-label={copy.title}
        onSubmit={submit}
        onFocusCapture={load}
      >
        <SearchRow>
          <Field id="buscador-texto" label={copy.searchLabel} hint={copy.searchHint}>
            {(control) => (
              <TextInput
                {...control}
                type="search"
                name="q"
                autoComplete="off"
                maxLength={FINDER_TEXT_MAX_LENGTH}
                value={query.q}
                onChange={(event) => change({ ...query, q: event.target.value }, "replace")}
              />
            )}
          </Field>
          <Button type="submit">{copy.submitLabel}</Button>
        </SearchRow>
        <FinderFilters
          copy={copy}
          query={query}
          categories={categories}
          hazards={hazards}
          industries={industries}
          modes={modes}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          onChoose={choose}
        />
        {isFiltered(query) ? (
          <Clear to={finderAddress(path, "")} state={FINDER_NAVIGATION_STATE}>
            {copy.clearLabel}
          </Clear>
        ) : null}
      </Form>
      <FinderResults
        copy={copy}
        lines={found}
        pending={isFiltered(query) && !entries}
        modes={modes}
        modesLabel={modesLabel}
        active={active}
      />
    </>
  )
}

const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: "1.5rem",
  padding: "1.5rem 1.25rem",
  marginBottom: "2rem",
  borderRadius: theme.radii.card,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  [media.desktop]: { padding: "2rem" },
}))

// The button sits on the input's row: the field's label and hint above both.
const SearchRow = styled.div({
  display: "grid",
  gap: "0.75rem",
  alignItems: "end",
  [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto" },
})

const Clear = styled(Link)(({ theme }) => ({
  justifySelf: "start",
  color: theme.colors.link,
  fontWeight: 700,
  "&:hover": { color: theme.colors.linkHover },
}))
