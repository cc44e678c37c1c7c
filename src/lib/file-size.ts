/**
 * A file's size as people read it in Argentina: "84 KB", "1,2 MB" (1 KB = 1000 bytes, as the site's
 * other sizes). Under 1 KB it still says "1 KB": a download is never "0 KB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) {
    const megabytes = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 }).format(bytes / 1_000_000)
    return `${megabytes} MB`
  }
  return `${Math.max(1, Math.round(bytes / 1000))} KB`
}
