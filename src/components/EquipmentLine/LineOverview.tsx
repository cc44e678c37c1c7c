import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { industryPath } from "../../lib/page-paths"
import { fillTemplate } from "../../lib/text-template"
import { media } from "../../styles/media"
import { CheckList } from "../CheckList"
import { DownloadItem } from "../Downloads/DownloadItem"
import { EquipmentSpecs } from "../Equipment/EquipmentSpecs"
import { FormulaText } from "../FormulaText"
import { LinkChips } from "../LinkChips"
import { Container, Section } from "../Section"

type LinePageQuery = Queries.EquipmentLinePageQuery
type Line = NonNullable<LinePageQuery["equipmentLinesJson"]>
type LinePageText = NonNullable<LinePageQuery["equipmentJson"]>["linePage"]

interface LineOverviewProps {
  line: Pick<Line, "description" | "applications" | "industryList" | "specs" | "standards">
  text: LinePageText
  specsCaption: string
  /** The line's Ficha técnica, when the build wrote one. */
  sheet: LinePageQuery["documentFile"]
  /** Under both columns: the line's other photos. */
  children?: ReactNode
}

/**
 * The first chapter of a line's page: what it is for, its applications and industries, beside its figures,
 * the standards it is built to and its Ficha técnica.
 */
export function LineOverview({ line, text, specsCaption, sheet, children }: LineOverviewProps) {
  const industries = line.industryList ?? []
  return (
    <Section aria-labelledby="linea-uso">
      <Container>
        <Columns>
          <div>
            <h2 id="linea-uso">{text.descriptionTitle}</h2>
            <Prose>
              <FormulaText text={line.description} />
            </Prose>
            <h3 id="linea-aplicaciones">{text.applicationsTitle}</h3>
            <CheckList items={line.applications} columns={1} />
            {industries.length > 0 ? (
              <>
                <h3 id="linea-industrias">{text.industriesTitle}</h3>
                <LinkChips
                  links={industries.map((industry) => ({ label: industry.name, to: industryPath(industry.slug) }))}
                />
              </>
            ) : null}
          </div>
          <div>
            <h2 id="linea-especificaciones">{text.specsTitle}</h2>
            <EquipmentSpecs caption={specsCaption} specs={line.specs} />
            {line.standards.length > 0 ? (
              <>
                <h3 id="linea-normas">{text.standardsTitle}</h3>
                <Standards>
                  {line.standards.map((standard) => (
                    <li key={standard.code}>
                      <FormulaText
                        text={fillTemplate(text.standard, { codigo: standard.code, alcance: standard.scope })}
                      />
                    </li>
                  ))}
                </Standards>
                <Note>{text.standardsIntro}</Note>
              </>
            ) : null}
            {sheet ? (
              <Sheet>
                <DownloadItem
                  download={{
                    title: text.sheetTitle,
                    description: text.sheetDescription,
                    format: text.sheetFormat,
                    file: { path: sheet.path, bytes: sheet.bytes },
                  }}
                  linkLabel={text.downloadLabel}
                  pendingLabel=""
                />
              </Sheet>
            ) : null}
          </div>
        </Columns>
        {children}
      </Container>
    </Section>
  )
}

const Columns = styled.div({
  display: "grid",
  gap: "3rem",
  [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: "4rem" },
  "& h3": { margin: "2rem 0 0.875rem" },
})

const Prose = styled.p(({ theme }) => ({ maxWidth: theme.measure, margin: "1rem 0 0" }))

const Standards = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "0.5rem",
  margin: 0,
  paddingLeft: "1.25rem",
  "& li::marker": { color: theme.colors.textMuted },
}))

const Note = styled.p(({ theme }) => ({
  margin: "0.875rem 0 0",
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
}))

const Sheet = styled.ul(({ theme }) => ({
  margin: "2rem 0 0",
  padding: 0,
  listStyle: "none",
  "& li": {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    padding: "1.25rem 1.5rem",
    borderRadius: theme.radii.card,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
  },
  "& svg": { color: theme.colors.navy, marginBottom: "0.5rem" },
  "& h3": { fontSize: "1.125rem", margin: "0 0 0.25rem" },
  "& p": { color: theme.colors.textMuted, margin: "0 0 0.75rem" },
}))
