import { spawn } from "child_process"
import type { ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { copySite } from "./site-copy"

export interface CmsCopy {
  /** The copy's root: its content/ is what the editor changes. */
  root: string
  url: string
  stop: () => Promise<void>
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run cms stopped (exit ${child.exitCode}) before ${url} answered`)
    try {
      const response = await fetch(url, init)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * `npm run cms` (scripts/cms.mjs: gatsby develop and decap-server) on a temporary copy of the site, so what the
 * test saves through the editor never touches the repository, and its `.cache/` and `public/` leave the
 * production build the other specs serve alone. Stopped, with every process it started, by `stop`.
 */
export async function startCmsCopy(sitePort: number, backendPort: number): Promise<CmsCopy> {
  // `npm run cms` also needs its script and Prettier's settings (files are saved in Prettier's formatting).
  const root = copySite("vigia-cms-", ["scripts", ".prettierrc.json"])
  const log = fs.openSync(path.join(root, "cms.log"), "w")
  const child = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, CMS_PORT: String(sitePort), DECAP_SERVER_PORT: String(backendPort) },
  })
  const url = `http://127.0.0.1:${sitePort}`
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      process.kill(-child.pid, "SIGTERM")
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL")
    }
    fs.closeSync(log)
    fs.rmSync(root, { recursive: true, force: true })
  }
  try {
    // decap-server and gatsby develop start together (scripts/cms.mjs): wait for both at once.
    await Promise.all([
      waitFor(`${url}/admin/config.yml`, child, 12 * 60_000),
      waitFor(`http://127.0.0.1:${backendPort}/api/v1`, child, 12 * 60_000, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }),
    ])
    await waitFor(`${url}/contacto`, child, 5 * 60_000)
  } catch (error) {
    const output = fs.readFileSync(path.join(root, "cms.log"), "utf8").slice(-3000)
    await stop()
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { root, url, stop }
}
