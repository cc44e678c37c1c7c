import {
  CONTACT_DRAFT_MERGED_EVENT,
  clearContactDraft,
  CONTACT_DRAFT_KEY,
  emptyDraft,
  loadContactDraft,
  mergeContactDraft,
  saveContactDraft,
} from "./contact-draft"

describe("contact draft", () => {
  beforeEach(() => window.sessionStorage.clear())

  it("saves what the visitor typed and reads it back", () => {
    const draft = {
      ...emptyDraft(),
      name: "Ana",
      message: "<script>alert(1)</script> 👷",
      interests: ["alquiler" as const],
    }
    saveContactDraft(draft)
    expect(loadContactDraft()).toEqual(draft)
  })

  it("removes the draft when every field is empty again", () => {
    saveContactDraft({ ...emptyDraft(), name: "Ana" })
    saveContactDraft(emptyDraft())
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull()
  })

  it("ignores malformed or foreign data in storage", () => {
    window.sessionStorage.setItem(CONTACT_DRAFT_KEY, "{not json")
    expect(loadContactDraft()).toBeNull()
    window.sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 42, email: "a@b.co", interests: ["compra", "regalo"] }),
    )
    expect(loadContactDraft()).toEqual({ email: "a@b.co", interests: ["compra"] })
  })

  it("merges fields in without losing the rest, interests combined", () => {
    saveContactDraft({ ...emptyDraft(), message: "Necesito diez detectores.", interests: ["compra"] })
    mergeContactDraft({ name: "Ana", province: "Salta", interests: ["alquiler"] })
    expect(loadContactDraft()).toMatchObject({
      name: "Ana",
      province: "Salta",
      message: "Necesito diez detectores.",
      interests: ["compra", "alquiler"],
    })
  })

  it("announces merged fields, so a form already on screen can take them", () => {
    const heard: unknown[] = []
    const listener = (event: Event) => heard.push((event as CustomEvent).detail)
    window.addEventListener(CONTACT_DRAFT_MERGED_EVENT, listener)
    mergeContactDraft({ name: "Ana" })
    window.removeEventListener(CONTACT_DRAFT_MERGED_EVENT, listener)
    expect(heard).toEqual([{ name: "Ana" }])
  })

  it("clears the draft", () => {
    saveContactDraft({ ...emptyDraft(), name: "Ana" })
    clearContactDraft()
    expect(loadContactDraft()).toBeNull()
  })

  it("survives storage that refuses to write", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => undefined,
    } as unknown as Storage
    expect(() => saveContactDraft({ ...emptyDraft(), message: "x".repeat(100_000) }, full)).not.toThrow()
  })
})
