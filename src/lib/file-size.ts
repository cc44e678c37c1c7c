/**
 * A file's size as the site writes it: "145 KB", "9,8 MB", with a decimal comma. A kilobyte is 1024 bytes,
 * as the attachment's limit counts them (ATTACHMENT_MAX_BYTES, "el máximo es 10 MB"), so a refused file never
 * reads as within it. Under 1 KB it still says "1 KB": a file is never "0 KB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
