/**
 * Playwright's web server: a loopback SMTP server (free port, chosen now) and the production server
 * (`npm run serve`: the build and the lead endpoint) using it (SMTP_URL), on the port given (`--port 9000`). Every e-mail received is
 * written to E2E_MAILBOX_DIR as one .eml file; LEADS_DATA_DIR and the rest come from the environment
 * (e2e/support/leads-env.ts). Stops both when it is stopped, or when the server exits.
 */
import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import { startLocalSmtp } from "../../test/smtp-server"

async function main() {
  const port = process.argv[process.argv.indexOf("--port") + 1]
  const mailboxDir = process.env.E2E_MAILBOX_DIR
  if (!port || !mailboxDir) throw new Error("usage: E2E_MAILBOX_DIR=<dir> tsx serve-with-mailbox.ts --port <port>")
  fs.mkdirSync(mailboxDir, { recursive: true })
  let count = 0
  const smtp = await startLocalSmtp({
    onMessage(raw) {
      count += 1
      const name = `${Date.now()}-${String(count).padStart(5, "0")}.eml`
      // Written whole, then renamed: a reader never sees half a message.
      fs.writeFileSync(path.join(mailboxDir, `.${name}.part`), raw)
      fs.renameSync(path.join(mailboxDir, `.${name}.part`), path.join(mailboxDir, name))
    },
  })
  const root = path.join(__dirname, "..", "..")
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "src/server/http/serve.ts", "--host", "127.0.0.1", "--port", port],
    {
      cwd: root,
      env: { ...process.env, SMTP_URL: smtp.url },
      stdio: "inherit",
    },
  )
  const stop = async (code: number) => {
    server.kill("SIGTERM")
    await smtp.stop()
    process.exit(code)
  }
  process.on("SIGTERM", () => void stop(0))
  process.on("SIGINT", () => void stop(0))
  server.on("exit", (code) => void stop(code ?? 1))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
