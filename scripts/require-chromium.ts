// The browser the end-to-end tests drive: Debian's Chromium headless shell (e2e/support/browser.ts). When it is
// missing and this user may install packages (root, or sudo without a password), it is installed here, and the run
// says so; otherwise the tests drive Debian's whole Chromium if it is there, or the run stops with one line saying how.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { CHROMIUM, HEADLESS_SHELL } from "../e2e/support/browser"

const PACKAGE = "chromium-headless-shell"
const HOW = `install it with "sudo apt-get install -y ${PACKAGE}" (Debian/Ubuntu) or point CHROMIUM_PATH to a Chromium binary.`

function installer(): string[] | null {
  if (!existsSync("/usr/bin/apt-get")) return null
  if (process.getuid?.() === 0) return []
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" })
  return sudo.status === 0 ? ["sudo", "-n"] : null
}

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH names no file (${process.env.CHROMIUM_PATH}): ${HOW}`)
  process.exit(1)
}
/** Installs the headless shell with apt-get, behind `prefix` (sudo or nothing), or stops the run. */
function install(prefix: string[]) {
  console.log(`${HEADLESS_SHELL} not found: installing Debian's ${PACKAGE} package for the end-to-end tests`)
  const run = (args: string[]) => {
    const [command, ...rest] = [...prefix, ...args]
    execFileSync(command, rest, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    })
  }
  try {
    run(["apt-get", "update", "-qq"])
    run(["apt-get", "install", "-y", "-qq", PACKAGE])
  } catch {
    console.error(`Installing ${PACKAGE} failed: ${HOW}`)
    process.exit(1)
  }
  console.log(`Installed ${execFileSync(HEADLESS_SHELL, ["--version"]).toString().trim()}`)
}

if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL)) {
  const prefix = installer()
  if (prefix) install(prefix)
  else if (existsSync(CHROMIUM)) {
    console.log(`${HEADLESS_SHELL} not found: the end-to-end tests drive ${CHROMIUM}, more slowly (${HOW})`)
  } else {
    console.error(`Chromium not found at ${HEADLESS_SHELL}: ${HOW}`)
    process.exit(1)
  }
}
