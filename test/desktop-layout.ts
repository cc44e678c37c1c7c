/**
 * jsdom ignores media queries, so the mobile-first styles always win there. This applies what the
 * 1024 px query does to the header: the desktop menu shows (the mobile toggle and panel stay as they are).
 * Returns a function that removes it again.
 */
export function emulateDesktopLayout(): () => void {
  const style = document.createElement("style")
  style.textContent = 'header > div > nav[aria-label="Principal"] { display: block !important; }'
  document.head.appendChild(style)
  return () => style.remove()
}
