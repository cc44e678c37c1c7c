import type { ContactFormCopy } from "../../hooks/use-contact-form-content"
import type { ContactField, FieldError } from "../../lib/contact-validation"
import { formatFileSize, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "../../lib/contact-validation"
import { fillTemplate } from "../../lib/text-template"

export interface RefusedFile {
  name: string
  size: number
}

/** The Spanish message (from content) for a field's error. */
export function errorText(
  field: ContactField,
  error: FieldError,
  errors: ContactFormCopy["errors"],
  refusedFile: RefusedFile | null,
): string {
  const values = {
    min: MESSAGE_MIN_LENGTH,
    max: MESSAGE_MAX_LENGTH,
    count: "count" in error ? error.count : 0,
    name: refusedFile?.name ?? "",
    size: refusedFile ? formatFileSize(refusedFile.size) : "",
  }
  const template = (() => {
    switch (error.code) {
      case "invalidEmail":
        return errors.emailInvalid
      case "unknownProvince":
        return errors.provinceUnknown
      case "tooShort":
        return errors.messageTooShort
      case "tooLong":
        return errors.messageTooLong
      case "attachmentType":
        return errors.attachmentType
      case "attachmentSize":
        return errors.attachmentSize
      case "attachmentEmpty":
        return errors.attachmentEmpty
      case "required":
        return {
          name: errors.nameRequired,
          email: errors.emailRequired,
          phone: errors.phoneRequired,
          province: errors.provinceRequired,
          message: errors.messageRequired,
          privacy: errors.privacyRequired,
          attachment: errors.attachmentType,
        }[field]
    }
  })()
  return fillTemplate(template, values)
}
