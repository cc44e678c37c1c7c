/**
 * @jest-environment jsdom
 */
import { screen } from "@testing-library/react"
import { renderWithProviders } from "../../../test/render"
import { DownloadItem } from "./DownloadItem"

const base = { title: "Catálogo general de productos", description: "Todo lo que vendemos.", format: "PDF" }
const labels = { linkLabel: "Descargar", pendingLabel: "Próximamente · {formato}" }

function renderItem(download: Parameters<typeof DownloadItem>[0]["download"]) {
  return renderWithProviders(
    <ul>
      <DownloadItem download={download} {...labels} />
    </ul>,
  )
}

describe("DownloadItem", () => {
  it("links a generated document with its format and real size, named for what it downloads", () => {
    renderItem({ ...base, file: { path: "/descargas/catalogo-general.pdf", bytes: 148_353 } })
    const link = screen.getByRole("link", { name: "Descargar Catálogo general de productos, PDF · 145 KB" })
    expect(link).toHaveAttribute("href", "/descargas/catalogo-general.pdf")
    expect(link).toHaveAttribute("download")
    expect(link).not.toHaveAttribute("rel")
  })

  it("still links an entry with an external url, without a size it cannot know", () => {
    renderItem({ ...base, url: "https://fabricante.example/manual.pdf" })
    const link = screen.getByRole("link", { name: "Descargar Catálogo general de productos, PDF" })
    expect(link).toHaveAttribute("href", "https://fabricante.example/manual.pdf")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("says Próximamente while an entry has nothing to download", () => {
    renderItem({ ...base, url: "" })
    expect(screen.queryByRole("link")).toBeNull()
    expect(screen.getByText("Próximamente · PDF")).toBeInTheDocument()
  })
})
