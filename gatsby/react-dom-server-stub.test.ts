import fs from "fs"
import path from "path"
import { h } from "preact"
import * as stub from "./stubs/react-dom-server"

/**
 * gatsby/webpack.ts gives every `react-dom/server` request of the browser's bundle gatsby/stubs/react-dom-server.js.
 * The day gatsby-plugin-image stops asking for it, or asks for a function the stub lacks, this test says so before
 * a build ships a dead replacement or a photo that cannot hydrate.
 */
const PLUGIN_DIST = path.join(path.dirname(require.resolve("gatsby-plugin-image/package.json")), "dist")

/** React DOM's server API: the names a file asking for `react-dom/server` can call (minified, any binding). */
const SERVER_API = [
  "renderToString",
  "renderToStaticMarkup",
  "renderToPipeableStream",
  "renderToReadableStream",
  "renderToNodeStream",
  "renderToStaticNodeStream",
]

/** The server functions a file of the plugin calls, by name. */
const namesTaken = (source: string) => SERVER_API.filter((name) => new RegExp(`\\b${name}\\b`).test(source))

const askers = fs
  .readdirSync(PLUGIN_DIST)
  .filter((file) => file.endsWith(".js"))
  .map((file) => ({ file, source: fs.readFileSync(path.join(PLUGIN_DIST, file), "utf8") }))
  .filter(({ source }) => source.includes('"react-dom/server"'))

describe("the react-dom/server stand-in of the browser bundle", () => {
  it("is still asked for by gatsby-plugin-image (else remove the replacement and the stub)", () => {
    expect(askers.map(({ file }) => file)).not.toEqual([])
  })

  it("exports every function the plugin takes from react-dom/server", () => {
    const names = new Set(askers.flatMap(({ source }) => namesTaken(source)))
    expect([...names]).not.toEqual([])
    for (const name of names) expect(typeof (stub as Record<string, unknown>)[name]).toBe("function")
  })

  it("renders the markup the plugin hydrates (Preact's elements, as the browser bundle has them)", () => {
    expect(stub.renderToStaticMarkup(h("p", { class: "foto" }, "Técnico en el laboratorio"))).toBe(
      '<p class="foto">Técnico en el laboratorio</p>',
    )
  })
})
