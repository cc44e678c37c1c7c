import { renderToString } from "react-dom/server"
import { HeldPartNumbering, HydrateWhenIdle } from "./HydrateWhenIdle"

describe("HydrateWhenIdle on the server", () => {
  it("marks each held part with its place, counted inside its parent part", () => {
    const html = renderToString(
      <HeldPartNumbering>
        <HydrateWhenIdle>
          <header>
            <HydrateWhenIdle>
              <nav />
            </HydrateWhenIdle>
          </header>
        </HydrateWhenIdle>
        <HydrateWhenIdle>
          <main>
            <HydrateWhenIdle>
              <section>
                <HydrateWhenIdle>
                  <article />
                </HydrateWhenIdle>
              </section>
            </HydrateWhenIdle>
            <HydrateWhenIdle>
              <section />
            </HydrateWhenIdle>
          </main>
        </HydrateWhenIdle>
      </HeldPartNumbering>,
    )
    const marks = [...html.matchAll(/<(\w+) data-held-part="([^"]+)"/g)].map(([, tag, id]) => `${tag} ${id}`)
    expect(marks).toEqual(["header p.0", "nav p.0.0", "main p.1", "section p.1.0", "article p.1.0.0", "section p.1.1"])
  })

  it("numbers every page afresh", () => {
    const page = () =>
      renderToString(
        <HeldPartNumbering>
          <HydrateWhenIdle>
            <main />
          </HydrateWhenIdle>
        </HeldPartNumbering>,
      )
    page()
    expect(page()).toContain('data-held-part="p.0"')
  })
})
