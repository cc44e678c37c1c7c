/**
 * @jest-environment jsdom
 */
import { draftStore } from "../draft-store"
import { CONTACT_DRAFT_KEY, contactValues, mergeContactDraft, withContactFields } from "./draft"

describe("contact draft", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("gives every field back, empty where the draft has nothing, unknown interests dropped", () => {
    expect(contactValues(null)).toEqual({
      name: "",
      company: "",
      email: "",
      phone: "",
      province: "",
      message: "",
      interests: [],
    })
    expect(
      contactValues({ name: "Ana", email: "a@b.co", interests: ["compra", "regalo"], province: ["Salta"] }),
    ).toMatchObject({ name: "Ana", email: "a@b.co", interests: ["compra"], province: "" })
  })

  it("adds interests to those already chosen and keeps the other fields", () => {
    const draft = withContactFields(
      { message: "Necesito diez detectores.", interests: ["compra"], idempotencyKey: "k" },
      { name: "Ana", interests: ["alquiler", "compra"] },
    )
    expect(draft).toEqual({
      message: "Necesito diez detectores.",
      name: "Ana",
      interests: ["compra", "alquiler"],
      idempotencyKey: "k",
    })
  })

  it("merges the chat's answers through the store, so a form reading the store hears them", () => {
    const store = draftStore(CONTACT_DRAFT_KEY)
    store.set({ message: "Ya estaba escribiendo.", interests: ["compra"] })
    const heard = jest.fn()
    const unsubscribe = store.subscribe(heard)
    mergeContactDraft({ name: "Ana", province: "Salta", interests: ["alquiler"] })
    unsubscribe()
    expect(heard).toHaveBeenCalledTimes(1)
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toEqual({
      message: "Ya estaba escribiendo.",
      name: "Ana",
      province: "Salta",
      interests: ["compra", "alquiler"],
    })
  })
})
