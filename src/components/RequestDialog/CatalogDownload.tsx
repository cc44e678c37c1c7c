import styled from "@emotion/styled"
import { fillTemplate } from "../../lib/text-template"
import { Icon } from "../Icon/Icon"

/** The documents branch publishes the catalog at this stable path. */
const CATALOG_PATH = "/descargas/catalogo-general.pdf"

interface CatalogDownloadProps {
  copy: { sentNote: string; downloadLabel: string }
  /** The stored request's number, in the note for as long as the dialog is open. */
  reference: string
}

/** What the catalog dialog shows once the request is stored: its number and the download link. */
export function CatalogDownload({ copy, reference }: CatalogDownloadProps) {
  return (
    <Box role="status">
      <p>{fillTemplate(copy.sentNote, { reference })}</p>
      <Download href={CATALOG_PATH} download>
        <Icon name="download" size={20} />
        {copy.downloadLabel}
      </Download>
    </Box>
  )
}

const Box = styled.div({ display: "grid", gap: "1rem", "& p": { margin: 0 } })

const Download = styled.a(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifySelf: "start",
  gap: "0.5rem",
  minHeight: "3rem",
  padding: "0.625rem 1.375rem",
  borderRadius: theme.radii.small,
  background: theme.colors.accent,
  color: theme.colors.navy,
  fontWeight: 700,
  textDecoration: "none",
  "&:hover": { background: theme.colors.accentHover },
  "&:focus-visible": { outline: `3px solid ${theme.colors.navy}`, outlineOffset: "3px" },
}))
