import * as React from "react"
import styled from "@emotion/styled"
import { FormulaText } from "../FormulaText"
import { Icon } from "../Icon/Icon"

interface FaqItem {
  readonly question: string
  readonly answer: string
}

interface FaqAccordionProps {
  items: readonly FaqItem[]
  /** Prefix of the ids that tie each question to its answer; unique on the page. */
  idPrefix: string
  /** The heading level of each question, to fit the page outline. */
  headingLevel?: "h2" | "h3"
}

/**
 * The accordion pattern: each question is a heading holding a button (aria-expanded, aria-controls) that
 * shows or hides its answer region. Any number can be open. The answers are in the pre-rendered HTML,
 * and shown without JavaScript (a <noscript> style in gatsby-ssr).
 */
export function FaqAccordion({ items, idPrefix, headingLevel = "h3" }: FaqAccordionProps) {
  const [open, setOpen] = React.useState<ReadonlySet<number>>(() => new Set())
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  return (
    <List>
      {items.map((item, index) => {
        const buttonId = `${idPrefix}-pregunta-${index + 1}`
        const panelId = `${idPrefix}-respuesta-${index + 1}`
        const expanded = open.has(index)
        return (
          <Item key={item.question}>
            <Question as={headingLevel}>
              <QuestionButton
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" size={22} />
              </QuestionButton>
            </Question>
            <Answer id={panelId} aria-labelledby={buttonId} hidden={!expanded} data-faq-answer="">
              <p>
                <FormulaText text={item.answer} />
              </p>
            </Answer>
          </Item>
        )
      })}
    </List>
  )
}

const List = styled.div(({ theme }) => ({
  maxWidth: "52rem",
  borderTop: `1px solid ${theme.colors.border}`,
}))

const Item = styled.div(({ theme }) => ({ borderBottom: `1px solid ${theme.colors.border}` }))

const Question = styled.h3({ margin: 0, fontSize: "1.0625rem" })

const QuestionButton = styled.button(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
  width: "100%",
  minHeight: "3.5rem",
  padding: "1rem 0.25rem",
  border: 0,
  background: "transparent",
  color: theme.colors.navy,
  fontWeight: 700,
  lineHeight: 1.4,
  textAlign: "left",
  cursor: "pointer",
  "& svg": { flex: "none", transition: `transform ${theme.transition}` },
  '&[aria-expanded="true"] svg': { transform: "rotate(180deg)" },
  "&:hover": { color: theme.colors.link },
}))

/** A section named by its question: the accordion pattern's region. */
const Answer = styled.section(({ theme }) => ({
  padding: "0 0.25rem 1.25rem",
  color: theme.colors.textMuted,
  maxWidth: theme.measure,
  "& p": { margin: 0 },
  "&[hidden]": { display: "none" },
}))
