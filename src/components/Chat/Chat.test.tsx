/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import chat from "../../../content/chat.json"
import { startLeadEndpoint } from "../../../test/lead-endpoint"
import { renderWithProviders } from "../../../test/render"
import { CHAT_REPLY_DELAY_MS, CHAT_STEP_DELAY_MS } from "../../lib/chat/machine"
import { CONTACT_DRAFT_KEY } from "../../lib/contact-form/draft"
import { ChatLauncher } from "./ChatLauncher"

function setup() {
  jest.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWithProviders(<ChatLauncher />)
  return user
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))
/** The launcher is the one button with aria-expanded (hidden while the panel is open). */
const launcher = () =>
  screen.getAllByRole("button", { hidden: true }).find((button) => button.hasAttribute("aria-expanded"))!
const panel = () => screen.getByRole("dialog", { name: chat.title })

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher())
  await screen.findByRole("dialog", { name: chat.title })
  advance(CHAT_STEP_DELAY_MS)
}

describe("chat", () => {
  afterEach(() => {
    jest.useRealTimers()
    window.sessionStorage.clear()
  })

  it("has a launcher that shows its label, names its action, opens the panel on demand and hides meanwhile", async () => {
    const user = setup()
    expect(launcher()).toHaveAccessibleName(`${chat.launcherLabel} ${chat.launcherOpenLabel}`)
    expect(within(launcher()).getByText(chat.launcherLabel)).toBeInTheDocument()
    expect(launcher()).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await user.click(launcher())
    expect(await screen.findByRole("dialog", { name: chat.title })).toHaveFocus()
    expect(launcher()).not.toBeVisible()
    expect(launcher()).toHaveAttribute("aria-expanded", "true")
    expect(launcher()).toHaveAttribute("aria-controls", panel().id)
    await user.click(within(panel()).getByRole("button", { name: chat.closeLabel }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(launcher()).toBeVisible()
    expect(launcher()).toHaveFocus()
  })

  it("shows the typing indicator, then the start step after 200 ms", async () => {
    const user = setup()
    await user.click(launcher())
    const log = within(await screen.findByRole("log", { name: chat.logLabel }))
    expect(log.getByText(chat.typingLabel)).toBeInTheDocument()
    advance(CHAT_STEP_DELAY_MS - 1)
    expect(log.queryByText(chat.steps[0].messages[0])).not.toBeInTheDocument()
    advance(1)
    expect(log.getByText(chat.steps[0].messages[0])).toBeInTheDocument()
    expect(log.queryByText(chat.typingLabel)).not.toBeInTheDocument()
    expect(within(panel()).getByRole("button", { name: "Productos" })).toHaveFocus()
  })

  it("answers a choice after 1000 ms", async () => {
    const user = setup()
    await open(user)
    await user.click(within(panel()).getByRole("button", { name: "Preguntas frecuentes" }))
    expect(within(panel()).getByText(chat.typingLabel)).toBeInTheDocument()
    advance(CHAT_REPLY_DELAY_MS - 1)
    expect(within(panel()).queryByRole("button", { name: "Garantía" })).not.toBeInTheDocument()
    advance(1)
    expect(within(panel()).getByRole("button", { name: "Garantía" })).toBeInTheDocument()
  })

  async function giveDetails(user: ReturnType<typeof userEvent.setup>, idleMs = 0) {
    await open(user)
    advance(idleMs)
    await user.click(within(panel()).getByRole("button", { name: chat.leaveDataLabel }))
    advance(CHAT_REPLY_DELAY_MS)
    for (const answer of ["Ana", "Particular", "ana@correo.com", "11 5555 0000", "Mendoza"]) {
      const input = within(panel()).getByRole("textbox", { name: chat.inputLabel })
      expect(input).toHaveFocus()
      await user.type(input, `${answer}{Enter}`)
      advance(CHAT_REPLY_DELAY_MS)
    }
    expect(within(panel()).queryByRole("textbox")).not.toBeInTheDocument()
    await user.click(within(panel()).getByRole("button", { name: "Compra" }))
    advance(CHAT_REPLY_DELAY_MS)
    // The consent step: the policy's link shows, nothing is sent yet.
    expect(within(panel()).getByRole("link", { name: new RegExp(chat.privacyLinkLabel) })).toBeInTheDocument()
  }

  // These two run the last reply on the real clock and the request over real HTTP: a busy machine needs time.
  it("sends the lead once the visitor consents, and thanks with its number only after the server stored it", async () => {
    const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-0ZX3-47" } }])
    const user = setup()
    await giveDetails(user)
    expect(endpoint.received).toHaveLength(0)
    jest.useRealTimers()
    await userEvent.click(within(panel()).getByRole("button", { name: "Acepto y envío mis datos" }))
    // The number in the toast, and in the conversation, where it stays after the toast has gone.
    expect(await screen.findByText(chat.leadToast.title, undefined, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getAllByText(/VG-2026-0ZX3-47/)).toHaveLength(2)
    await waitFor(() =>
      expect(within(screen.getByRole("log")).getByText(/VG-2026-0ZX3-47/)).toHaveTextContent(
        chat.leadReference.replace("{reference}", "VG-2026-0ZX3-47"),
      ),
    )
    // Sent: nothing in the conversation invites the same request again.
    expect(within(panel()).queryByRole("link", { name: /formulario/ })).not.toBeInTheDocument()
    expect(endpoint.received).toHaveLength(1)
    expect(endpoint.received[0].json).toMatchObject({
      kind: "chat",
      name: "Ana",
      company: "Particular",
      email: "ana@correo.com",
      phone: "11 5555 0000",
      province: "Mendoza",
      interest: "compra",
      privacy: true,
    })
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({
      name: "Ana",
      province: "Mendoza",
      interests: ["compra"],
    })
  }, 20_000)

  it("counts the lead's fill time from the first answer, not from the chat's opening", async () => {
    const endpoint = await startLeadEndpoint([{ status: 201, body: { reference: "VG-2026-000043" } }])
    const user = setup()
    // The chat stays open a minute before the visitor leaves their details.
    await giveDetails(user, 60_000)
    await user.click(within(panel()).getByRole("button", { name: "Acepto y envío mis datos" }))
    advance(CHAT_REPLY_DELAY_MS)
    await waitFor(() => expect(endpoint!.received).toHaveLength(1))
    // Five answers typed and one chosen, each answered 1000 ms later, then the consent: about 7 s, not 67.
    const elapsedMs = endpoint.received[0].json?.elapsedMs as number
    expect(elapsedMs).toBeGreaterThanOrEqual(6 * CHAT_REPLY_DELAY_MS)
    expect(elapsedMs).toBeLessThan(10 * CHAT_REPLY_DELAY_MS)
  }, 20_000)

  it("offers WhatsApp and e-mail with the answers written out when the lead cannot be sent", async () => {
    await startLeadEndpoint([{ status: 503, body: { message: "no disponible" } }])
    const user = setup()
    await giveDetails(user)
    jest.useRealTimers()
    await userEvent.click(within(panel()).getByRole("button", { name: "Acepto y envío mis datos" }))
    expect(await screen.findByText(chat.leadFailure.toast.title, undefined, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText(chat.leadToast.title)).not.toBeInTheDocument()
    // The links are written by the hand-off module, fetched with the first failure (as the forms do).
    const whatsapp = await within(panel()).findByRole("link", { name: new RegExp(chat.leadFailure.whatsappLabel) })
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain("ana@correo.com")
    const mail = within(panel()).getByRole("link", { name: chat.leadFailure.emailLabel })
    expect(decodeURIComponent(mail.getAttribute("href")!)).toContain("11 5555 0000")
  }, 20_000)

  it("ticks the interest of a contact option in the contact form's draft, for a form already on screen", async () => {
    const user = setup()
    await open(user)
    await user.click(within(panel()).getByRole("button", { name: "Alquiler" }))
    advance(CHAT_REPLY_DELAY_MS)
    // The first rental offer.
    await user.click(panel().querySelector<HTMLElement>("[data-chat-option]")!)
    advance(CHAT_REPLY_DELAY_MS)
    await user.click(within(panel()).getByRole("link", { name: "Consultar disponibilidad" }))
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!).interests).toEqual(["alquiler"])
  })

  it("ignores whitespace-only text", async () => {
    const user = setup()
    await open(user)
    await user.click(within(panel()).getByRole("button", { name: chat.leaveDataLabel }))
    advance(CHAT_REPLY_DELAY_MS)
    const before = within(panel()).getAllByText(/./).length
    await user.type(within(panel()).getByRole("textbox", { name: chat.inputLabel }), "   {Enter}")
    advance(CHAT_REPLY_DELAY_MS)
    expect(within(panel()).getAllByText(/./)).toHaveLength(before)
  })

  it("closes on Escape and gives focus back to the launcher; reopening starts afresh", async () => {
    const user = setup()
    await open(user)
    await user.click(within(panel()).getByRole("button", { name: "Alquiler" }))
    advance(CHAT_REPLY_DELAY_MS)
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(launcher()).toHaveFocus()
    await open(user)
    expect(within(panel()).getByRole("button", { name: "Productos" })).toBeInTheDocument()
    expect(within(panel()).queryByText("Alquiler", { selector: "[data-sender='user']" })).not.toBeInTheDocument()
  })
})
