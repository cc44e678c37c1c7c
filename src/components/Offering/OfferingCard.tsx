import styled from "@emotion/styled"
import { Card } from "../Card"
import { FormulaText } from "../FormulaText"
import { Icon } from "../Icon/Icon"
import { OfferingActions } from "./OfferingActions"
import type { OfferingActionData } from "./OfferingActions"

export interface OfferingData {
  readonly slug: string
  readonly title: string
  readonly icon: string
  readonly text: string
  readonly features: readonly string[]
  readonly actions: readonly OfferingActionData[]
}

/**
 * A card of what the company offers (a product line, a rental offer, a service), with its buttons.
 * `openRequest` is the dialog kind the page's address asks this card to open.
 */
export function OfferingCard({ offering, openRequest }: { offering: OfferingData; openRequest?: string | null }) {
  return (
    <Card
      id={offering.slug}
      icon={offering.icon}
      title={offering.title}
      actions={
        <OfferingActions
          actions={offering.actions}
          product={{ slug: offering.slug, name: offering.title }}
          openRequest={openRequest}
        />
      }
    >
      <p>
        <FormulaText text={offering.text} />
      </p>
      <Features>
        {offering.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            <span>
              <FormulaText text={feature} />
            </span>
          </li>
        ))}
      </Features>
    </Card>
  )
}

const Features = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "0.375rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "1rem",
  color: theme.colors.text,
  "& li": { display: "flex", gap: "0.5rem", alignItems: "flex-start" },
  "& svg": { flex: "none", marginTop: "0.2rem", color: theme.colors.success },
}))
