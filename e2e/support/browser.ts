// Where the tests find the production server and which Chromium they launch: read by playwright.config.ts, the
// e2e helpers, scripts/require-chromium.ts and the bench, so none of them imports the Playwright configuration.
import { existsSync } from "node:fs"

/** The port the production server (`npm run serve`) listens on for the tests (E2E_PORT lets two checkouts test side by side). */
export const PORT = Number(process.env.E2E_PORT || 9000)
export const BASE_URL = `http://127.0.0.1:${PORT}`

/**
 * Debian's `chromium-headless-shell`: Chromium's engine without the browser around it, which is what Playwright's
 * own headless mode runs. The route audit takes a quarter less CPU with it than with the whole browser.
 */
export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"
/** Debian's `chromium`: used when the headless shell is not installed. */
export const CHROMIUM = "/usr/bin/chromium"

/** `CHROMIUM_PATH`, else the first of `paths` installed. */
const installedChromium = (paths: readonly string[]) =>
  process.env.CHROMIUM_PATH || paths.find((path) => existsSync(path))

/** The browser the tests and the bench's page loads launch: the headless shell, else the whole browser. */
export const chromiumPath = installedChromium([HEADLESS_SHELL, CHROMIUM])

/** Lighthouse's browser: the whole one where installed, as for the figures taken before the headless shell. */
export const lighthouseChromiumPath = installedChromium([CHROMIUM, HEADLESS_SHELL]) ?? CHROMIUM

/** Debian's Chromium (never a downloaded browser), headless, with no background traffic. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath ?? HEADLESS_SHELL,
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
