#!/usr/bin/env node
/**
 * `npm run cms`: the site's development server and Decap CMS's local backend together, both on 127.0.0.1.
 * Open http://127.0.0.1:8000/admin: what an editor saves is written to content/ at once and the page shows it.
 *
 *   CMS_PORT            the development server's port (8000)
 *   DECAP_SERVER_PORT   decap-server's port (8081, its own default); the generated configuration follows it
 *
 * Stopping either process (or Ctrl+C) stops both.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const sitePort = process.env.CMS_PORT ?? "8000"
const backendPort = process.env.DECAP_SERVER_PORT ?? "8081"
const bin = (name) => path.join(root, "node_modules", ".bin", name)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DECAP_SERVER_PORT: backendPort }

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    // decap-server writes the paths the configuration names (content/…) under this folder, in fs mode.
    env: {
      ...env,
      PORT: backendPort,
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: root,
    },
  }),
  spawn(bin("gatsby"), ["develop", "--host", "127.0.0.1", "--port", sitePort], { cwd: root, stdio: "inherit", env }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))
