import * as React from "react"
import { useQuoteList } from "../../hooks/use-quote-list"
import { isFull } from "../../lib/quote-list/list"
import type { QuoteLine } from "../../lib/quote-list/list"
import { addToQuoteList, getQuoteList, openQuoteList } from "../../lib/quote-list/store"
import { fillTemplate } from "../../lib/text-template"
import { Button, VisuallyHidden } from "../Button"
import { Icon } from "../Icon/Icon"
import { useQuoteListTexts } from "./use-quote-list-texts"

/**
 * "Agregar a la cotización" for one equipment line: adds it to the quote list and says so politely; once the
 * line is in the list the button reads "En la cotización ✓ · Ver lista" and opens the list.
 */
export function AddToQuoteButton({ slug, category, name }: QuoteLine) {
  const texts = useQuoteListTexts()
  const list = useQuoteList()
  const [announcement, setAnnouncement] = React.useState("")
  const inList = list.some((item) => item.slug === slug)
  const full = !inList && isFull(list)

  const add = () => {
    addToQuoteList({ slug, category, name })
    const count = getQuoteList().length
    setAnnouncement(fillTemplate(texts.addedAnnouncement, { name, count: texts.countText(count) }))
  }

  return (
    <>
      <Button
        type="button"
        size="small"
        variant="secondary"
        data-quote-line={slug}
        aria-haspopup={inList ? "dialog" : undefined}
        disabled={full}
        onClick={(event) => (inList ? openQuoteList(event.currentTarget) : add())}
      >
        <Icon name={inList ? "check" : "clipboard"} size={18} />
        {inList ? texts.addedLabel : full ? texts.fullLabel : texts.addLabel}
      </Button>
      {/* Empty, no text node at all: the server writes none, so hydration has none to add. */}
      <VisuallyHidden role="status">{announcement || null}</VisuallyHidden>
    </>
  )
}
