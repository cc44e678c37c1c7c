import { logContactRequest } from "./contact-log"

describe("logContactRequest", () => {
  it("logs the request locally, the attachment as name, type and size only", () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined)
    const file = new File(["%PDF-1.4 contenido"], "pliego.pdf", { type: "application/pdf" })
    const values = {
      name: "<b>Ana</b>",
      company: "",
      email: "ana@empresa.com.ar",
      phone: "11 4000-0000",
      province: "Salta",
      interests: ["compra" as const],
      message: "Necesito una cotización.",
      privacy: true,
    }
    const record = logContactRequest(values, file, new Date("2026-11-21T12:00:00Z"))
    expect(record).toEqual({
      ...values,
      attachment: { name: "pliego.pdf", type: "application/pdf", size: file.size },
      receivedAt: "2026-11-21T12:00:00.000Z",
    })
    expect(info).toHaveBeenCalledWith(expect.stringContaining("registro local"), record)
    info.mockRestore()
  })
})
