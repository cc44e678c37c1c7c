// A PGlite PostgreSQL engine (in memory) behind its socket server on a free loopback port, in a process of
// its own (jest's module sandbox cannot load PGlite's WebAssembly). Prints the connection URL on its
// first line; stops when its parent closes stdin or sends SIGTERM.
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"

const db = await PGlite.create()
const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: Number(process.argv[2] || 20) })
await server.start()
process.stdout.write(`postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.stop()
  await db.close()
  process.exit(0)
}
process.on("SIGTERM", stop)
process.stdin.on("end", stop)
process.stdin.resume()
