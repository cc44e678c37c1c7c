import styled from "@emotion/styled"
import type * as React from "react"
import { formatFileSize } from "../../lib/file-size"
import { fillTemplate } from "../../lib/text-template"
import { VisuallyHidden } from "../Button"
import { Icon } from "../Icon/Icon"

export interface DownloadEntry {
  title: string
  description: string
  format: string
  /** A document the build generated: its path and real size. */
  file?: { path: string; bytes: number } | null
  /** A file elsewhere, for an entry without a generated document. */
  url?: string | null
}

interface DownloadItemProps {
  download: DownloadEntry
  /** "Descargar": the link's visible text, followed by the entry's title for screen readers. */
  linkLabel: string
  /** "Próximamente · {formato}", while the entry has nothing to download. */
  pendingLabel: string
  /** A button under the link, for what the file alone does not give (the catalog's printed copies). */
  action?: React.ReactNode
}

const isExternal = (url: string) => /^https?:\/\//.test(url)

/**
 * One download of /recursos: a link with the `download` attribute whose accessible name says what it
 * downloads ("Descargar Catálogo general de productos, PDF · 145 KB"), or the pending state.
 */
export function DownloadItem({ download, linkLabel, pendingLabel, action = null }: DownloadItemProps) {
  const href = download.file?.path ?? download.url ?? ""
  const details = download.file ? `${download.format} · ${formatFileSize(download.file.bytes)}` : download.format
  return (
    <li>
      <Icon name="download" size={28} />
      <h3>{download.title}</h3>
      <p>{download.description}</p>
      {href ? (
        <DownloadLink href={href} download {...(isExternal(href) ? { rel: "noopener noreferrer" } : {})}>
          <Label>{linkLabel}</Label>
          <VisuallyHidden>{` ${download.title}, `}</VisuallyHidden>
          <Details>{details}</Details>
        </DownloadLink>
      ) : (
        <Pending>{fillTemplate(pendingLabel, { formato: download.format })}</Pending>
      )}
      {action ? <Action>{action}</Action> : null}
    </li>
  )
}

// Only the verb is underlined: the format and size beside it read as details, not as more link text.
const DownloadLink = styled.a({ fontWeight: 700, textDecoration: "none" })

const Label = styled.span({ textDecoration: "underline", textUnderlineOffset: "0.15em" })

const Details = styled.span(({ theme }) => ({
  marginLeft: "0.5rem",
  color: theme.colors.textMuted,
  fontWeight: 400,
  fontSize: theme.fontSizes.small,
}))

const Action = styled.div({ marginTop: "1rem" })

const Pending = styled.span(({ theme }) => ({
  display: "inline-block",
  padding: "0.25rem 0.75rem",
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.control}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.small,
  fontWeight: 700,
}))
