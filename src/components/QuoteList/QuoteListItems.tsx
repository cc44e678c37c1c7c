import * as React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useContentOptions } from "../../hooks/use-content-options"
import { QUANTITY_MAX, QUANTITY_MIN, QUOTE_NOTE_MAX_LENGTH } from "../../lib/leads/kinds"
import { removeLine, setNote, setQuantity } from "../../lib/quote-list/list"
import type { QuoteList, QuoteListItem } from "../../lib/quote-list/list"
import { getQuoteList, updateQuoteList } from "../../lib/quote-list/store"
import { linePath } from "../../lib/page-paths"
import { fillTemplate } from "../../lib/text-template"
import { media } from "../../styles/media"
import { VisuallyHidden } from "../Button"
import { Icon } from "../Icon/Icon"
import type quoteListContent from "../../../content/quote-list.json"

type DialogTexts = (typeof quoteListContent)["dialog"]

export const ITEMS_ID = "lista-cotizacion-items"

/** The list's lines: each with its link, quantity (− / +), note and a way to remove it. */
export function QuoteListItems({ list, texts, error }: { list: QuoteList; texts: DialogTexts; error?: string | null }) {
  const [announcement, setAnnouncement] = React.useState("")
  const lines = useContentOptions().allEquipmentLinesJson.nodes
  // The lines content has today: a stored line whose slug is gone is shown by its stored name, without a link.
  const catalogue = React.useMemo(() => new Map(lines.map((line) => [line.slug, line.category])), [lines])
  const remove = (item: QuoteListItem) => {
    updateQuoteList((current) => removeLine(current, item.slug))
    const count = getQuoteList().length
    setAnnouncement(fillTemplate(texts.removedAnnouncement, { name: item.name, count }))
  }
  return (
    <Section aria-labelledby={`${ITEMS_ID}-titulo`} id={ITEMS_ID} tabIndex={-1}>
      <h3 id={`${ITEMS_ID}-titulo`}>{texts.itemsHeading}</h3>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <List>
        {list.map((item) => (
          <QuoteListRow
            key={item.slug}
            item={item}
            category={catalogue.get(item.slug)}
            texts={texts}
            onRemove={() => remove(item)}
          />
        ))}
      </List>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Section>
  )
}

interface RowProps {
  item: QuoteListItem
  /** The line's category today; none when content no longer has the line. */
  category: string | undefined
  texts: DialogTexts
  onRemove: () => void
}

function QuoteListRow({ item, category, texts, onRemove }: RowProps) {
  const id = `cotizacion-${item.slug}`
  return (
    <Row>
      <Name>
        {category ? <Link to={linePath(category, item.slug)}>{item.name}</Link> : <span>{item.name}</span>}
        {category ? null : <Removed>{texts.notInCatalogNote}</Removed>}
      </Name>
      <QuantityField item={item} texts={texts} id={`${id}-cantidad`} />
      <Note>
        <label htmlFor={`${id}-nota`}>{texts.noteLabel}</label>
        <input
          id={`${id}-nota`}
          type="text"
          value={item.note}
          maxLength={QUOTE_NOTE_MAX_LENGTH}
          aria-describedby={`${id}-nota-ayuda`}
          onChange={(event) => updateQuoteList((list) => setNote(list, item.slug, event.target.value))}
        />
        <small id={`${id}-nota-ayuda`}>{fillTemplate(texts.noteHint, { max: QUOTE_NOTE_MAX_LENGTH })}</small>
      </Note>
      <RemoveButton
        type="button"
        aria-label={fillTemplate(texts.removeAriaLabel, { name: item.name })}
        onClick={onRemove}
      >
        <Icon name="close" size={18} />
        <span aria-hidden="true">{texts.removeLabel}</span>
      </RemoveButton>
    </Row>
  )
}

/** The quantity as typed (it may be empty for a moment); the list keeps the last whole number within the range. */
function QuantityField({ item, texts, id }: { item: QuoteListItem; texts: DialogTexts; id: string }) {
  const [typed, setTyped] = React.useState(String(item.quantity))
  React.useEffect(() => setTyped(String(item.quantity)), [item.quantity])
  const commit = (quantity: number) => updateQuoteList((list) => setQuantity(list, item.slug, quantity))
  return (
    <Quantity>
      <label htmlFor={id}>{texts.quantityLabel}</label>
      <div>
        <StepButton
          type="button"
          aria-label={fillTemplate(texts.decreaseLabel, { name: item.name })}
          disabled={item.quantity <= QUANTITY_MIN}
          onClick={() => commit(item.quantity - 1)}
        >
          −
        </StepButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            if (/^\d{1,4}$/.test(event.target.value)) commit(Number(event.target.value))
          }}
          onBlur={() => setTyped(String(item.quantity))}
        />
        <StepButton
          type="button"
          aria-label={fillTemplate(texts.increaseLabel, { name: item.name })}
          disabled={item.quantity >= QUANTITY_MAX}
          onClick={() => commit(item.quantity + 1)}
        >
          +
        </StepButton>
      </div>
    </Quantity>
  )
}

const Section = styled.section(({ theme }) => ({
  display: "grid",
  gap: "0.75rem",
  marginBottom: "1.5rem",
  "& > h3": { margin: 0, fontSize: theme.fontSizes.h3 },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))

const ErrorText = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger, fontWeight: 700 }))

const List = styled.ul({ display: "grid", gap: "0.75rem", margin: 0, padding: 0, listStyle: "none" })

/** Name across the top; quantity and note side by side from the tablet up; remove at the end. */
const Row = styled.li(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gridTemplateAreas: '"name remove" "quantity quantity" "note note"',
  gap: "0.75rem 1rem",
  padding: "1rem",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.card,
  background: theme.colors.surface,
  [media.tablet]: {
    gridTemplateColumns: "auto 1fr auto",
    gridTemplateAreas: '"name name remove" "quantity note note"',
  },
}))

const Name = styled.div(({ theme }) => ({
  gridArea: "name",
  display: "grid",
  gap: "0.25rem",
  alignSelf: "center",
  fontWeight: 700,
  "& a": { color: theme.colors.link },
}))

const Removed = styled.small(({ theme }) => ({ fontWeight: 400, color: theme.colors.textMuted }))

const labelStyles = { display: "block", fontWeight: 700, fontSize: "0.875rem", marginBottom: "0.25rem" } as const

const Quantity = styled.div(({ theme }) => ({
  gridArea: "quantity",
  "& label": labelStyles,
  "& > div": { display: "flex", alignItems: "center", gap: "0.375rem" },
  "& input": {
    width: "5rem",
    minHeight: "2.75rem",
    padding: "0.375rem 0.5rem",
    border: `1px solid ${theme.colors.control}`,
    borderRadius: theme.radii.small,
    font: "inherit",
    textAlign: "center",
  },
}))

const StepButton = styled.button(({ theme }) => ({
  width: "2.75rem",
  height: "2.75rem",
  border: `1px solid ${theme.colors.control}`,
  borderRadius: theme.radii.small,
  background: theme.colors.background,
  color: theme.colors.navy,
  fontSize: "1.25rem",
  fontWeight: 700,
  cursor: "pointer",
  "&:disabled": { color: theme.colors.textMuted, cursor: "not-allowed", opacity: 0.6 },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))

const Note = styled.div(({ theme }) => ({
  gridArea: "note",
  "& label": labelStyles,
  "& input": {
    width: "100%",
    minHeight: "2.75rem",
    padding: "0.375rem 0.625rem",
    border: `1px solid ${theme.colors.control}`,
    borderRadius: theme.radii.small,
    font: "inherit",
  },
  "& small": { display: "block", marginTop: "0.25rem", color: theme.colors.textMuted },
}))

const RemoveButton = styled.button(({ theme }) => ({
  gridArea: "remove",
  alignSelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25rem",
  minHeight: "2.75rem",
  padding: "0.25rem 0.625rem",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.small,
  background: theme.colors.background,
  color: theme.colors.danger,
  fontWeight: 700,
  fontSize: theme.fontSizes.small,
  cursor: "pointer",
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))
