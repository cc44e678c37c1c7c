import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { serveBuild } from "../../test/site-server"

const ROOT = path.resolve(__dirname, "..", "..")
const PUBLIC_DIR = path.join(ROOT, "public")

export interface CmsSite {
  /** A copy of content/ (and Prettier's settings) under this folder is what the editor saves to. */
  root: string
  /** The built site, /admin included. */
  url: string
  stop: () => Promise<void>
}

/** The port of decap-server the build wrote into /admin's configuration (DECAP_SERVER_PORT at build time). */
function builtBackendPort(): number {
  const configFile = path.join(PUBLIC_DIR, "admin", "config.yml")
  if (!fs.existsSync(configFile)) throw new Error("public/admin/config.yml is missing: run npm run build first")
  const config = JSON.parse(fs.readFileSync(configFile, "utf8")) as { local_backend: { url: string } }
  const port = Number(new URL(config.local_backend.url).port)
  const wanted = process.env.E2E_DECAP_PORT
  if (wanted && Number(wanted) !== port) {
    throw new Error(`the build's /admin talks to decap-server on ${port}: build with DECAP_SERVER_PORT=${wanted}`)
  }
  return port
}

async function backendAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * The CMS as the clerk meets it, without a second build or `gatsby develop`: the production build's /admin,
 * served by the production server without its lead endpoint (`serveBuild`, on a free loopback port), and
 * decap-server (MODE=fs) on the port the build configured, saving into a temporary copy of content/. The
 * repository's files are never touched; `stop` ends decap-server and the server and removes the copy.
 */
export async function startCmsSite(): Promise<CmsSite> {
  const backendPort = builtBackendPort()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-cms-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
  fs.copyFileSync(path.join(ROOT, ".prettierrc.json"), path.join(root, ".prettierrc.json"))
  const log = fs.openSync(path.join(root, "decap-server.log"), "w")
  const backend = spawn(path.join(ROOT, "node_modules", ".bin", "decap-server"), [], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, PORT: String(backendPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
  })
  let site: Awaited<ReturnType<typeof serveBuild>> | undefined
  const stop = async () => {
    await site?.close()
    const running = () => backend.exitCode === null && backend.signalCode === null
    if (running() && backend.pid) {
      const exited = new Promise((resolve) => backend.once("exit", resolve))
      process.kill(-backend.pid, "SIGTERM")
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (running()) process.kill(-backend.pid, "SIGKILL")
    }
    fs.closeSync(log)
    fs.rmSync(root, { recursive: true, force: true })
  }
  try {
    site = await serveBuild(PUBLIC_DIR)
    const api = `http://127.0.0.1:${backendPort}/api/v1`
    const deadline = Date.now() + 30_000
    while (!(await backendAnswers(api))) {
      if (backend.exitCode !== null || backend.signalCode !== null || Date.now() > deadline)
        throw new Error(`decap-server did not answer at ${api}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } catch (error) {
    const output = fs.readFileSync(path.join(root, "decap-server.log"), "utf8").slice(-2000)
    await stop()
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { root, url: (site as { url: string }).url, stop }
}
