/** Whether a menu entry is the current section: "/" only on the home page, others on their sub-pages too. */
export function isSectionActive(entryPath: string, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, "") || "/"
  if (entryPath === "/") return current === "/"
  return current === entryPath || current.startsWith(`${entryPath}/`)
}
