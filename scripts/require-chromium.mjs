// Fails fast, in one line, when the browser the end-to-end tests drive is not installed.
import { existsSync } from "node:fs"

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) or point CHROMIUM_PATH to a Chromium binary.`,
  )
  process.exit(1)
}
