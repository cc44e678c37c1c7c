// The browser the end-to-end tests drive: Debian's Chromium. When it is missing and this user may install
// packages (root, or sudo without a password), it is installed here, and the run says so; otherwise the run
// stops with one line saying how.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const HOW = `install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) or point CHROMIUM_PATH to a Chromium binary.`

function installer() {
  if (process.env.CHROMIUM_PATH || !existsSync("/usr/bin/apt-get")) return null
  if (process.getuid?.() === 0) return []
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" })
  return sudo.status === 0 ? ["sudo", "-n"] : null
}

if (!existsSync(chromium)) {
  const prefix = installer()
  if (!prefix) {
    console.error(`Chromium not found at ${chromium}: ${HOW}`)
    process.exit(1)
  }
  console.log("Chromium not found at /usr/bin/chromium: installing Debian's chromium package for the end-to-end tests")
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args]
    execFileSync(command, rest, {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    })
  }
  try {
    run(["apt-get", "update", "-qq"])
    run(["apt-get", "install", "-y", "-qq", "chromium"])
  } catch {
    console.error(`Installing chromium failed: ${HOW}`)
    process.exit(1)
  }
  console.log(`Installed ${execFileSync(chromium, ["--version"]).toString().trim()}`)
}
