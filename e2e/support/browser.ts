// Where the tests find the production server and how they launch Chromium: read by playwright.config.ts, the
// e2e helpers and the bench, so none of them imports the Playwright configuration itself.

/** The port the production server (`npm run serve`) listens on for the tests (E2E_PORT lets two checkouts test side by side). */
export const PORT = Number(process.env.E2E_PORT || 9000)
export const BASE_URL = `http://127.0.0.1:${PORT}`

/** Debian's Chromium (never a downloaded browser), headless, with no background traffic. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
}
