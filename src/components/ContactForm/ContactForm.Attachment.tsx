import * as React from "react"
import styled from "@emotion/styled"
import { CONTACT_FIELD_IDS } from "../../lib/contact-form/fields"
import { ATTACHMENT_ACCEPT } from "../../lib/leads/form-rules"
import { Field } from "../Form/Field"
import { Icon } from "../Icon/Icon"
import type { ContactFormCopy } from "./use-contact-form-content"

interface AttachmentFieldProps {
  copy: ContactFormCopy
  file: File | null
  /** The file's size as the visitor reads it ("2,5 MB"). */
  size: string
  error: string | null
  onSelect: (file: File | null) => void
}

/**
 * The optional file. The real file input lies, transparent, over a picker drawn in Spanish (the browser's
 * own button speaks the browser's language), so it keeps its label, focus and keyboard behaviour. A file
 * removed or refused also empties the input, so the same file can be chosen again.
 */
export function AttachmentField({ copy, file, size, error, onSelect }: AttachmentFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = ""
  }, [file, error])
  const { label, hint } = copy.inputs.attachment
  return (
    <Field id={CONTACT_FIELD_IDS.attachment} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <Picker>
            <input
              ref={inputRef}
              type="file"
              name="archivo"
              accept={ATTACHMENT_ACCEPT}
              onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
              {...control}
            />
            <span aria-hidden="true">
              <Icon name="paperclip" size={18} />
              {copy.chooseFileLabel}
            </span>
            <span aria-hidden="true">{file ? file.name : copy.noFileLabel}</span>
          </Picker>
          {file ? (
            <Selected>
              <span>
                {file.name} <span>({size})</span>
              </span>
              <button type="button" onClick={() => onSelect(null)}>
                {copy.removeAttachmentLabel}
              </button>
            </Selected>
          ) : null}
        </>
      )}
    </Field>
  )
}

// One styled block per part, its pieces styled by position: fewer styled components to create on load.
const Picker = styled.div(({ theme }) => ({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  minHeight: "3.25rem",
  padding: "0.5rem",
  border: `1px dashed ${theme.colors.control}`,
  borderRadius: theme.radii.small,
  background: theme.colors.surface,
  "& input": { position: "absolute", inset: 0, width: "100%", height: "100%", opacity: 0, cursor: "pointer" },
  "&:has(input:focus-visible)": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  '&:has(input[aria-invalid="true"])': { borderColor: theme.colors.danger, borderStyle: "solid", borderWidth: 2 },
  // The drawn button.
  "& > span:first-of-type": {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    flex: "none",
    padding: "0.5rem 1rem",
    border: `2px solid ${theme.colors.navy}`,
    borderRadius: theme.radii.small,
    background: theme.colors.background,
    color: theme.colors.navy,
    fontWeight: 700,
    fontSize: "0.9375rem",
  },
  "&:hover > span:first-of-type": { background: theme.colors.navy, color: theme.colors.textOnDark },
  // The chosen file's name, or "no file".
  "& > span:last-of-type": {
    minWidth: 0,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.small,
  },
}))

const Selected = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.5rem",
  marginTop: "0.5rem",
  fontSize: theme.fontSizes.small,
  overflowWrap: "anywhere",
  "& span span": { color: theme.colors.textMuted },
  "& button": {
    minHeight: "2rem",
    padding: "0.25rem 0.5rem",
    border: 0,
    background: "transparent",
    color: theme.colors.link,
    fontWeight: 700,
    textDecoration: "underline",
    cursor: "pointer",
  },
}))
