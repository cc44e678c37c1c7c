import leads from "../content/leads.json"
import { PDF_BYTES } from "../test/zip"
import { E2E_RATE_LIMIT } from "./support/leads-env"
import {
  answerBeforeBody,
  chatLead,
  contactForm,
  ENDPOINT,
  expectMessage,
  isStored,
  marker,
  postJson,
  visitorHeaders,
} from "./support/leads-api"
import { expect, ONE_WIDTH, test } from "./support/test"

/**
 * POST /api/leads under the production server (`npm run serve`), with the hostile inputs of issue 15: each
 * refusal's answer, and that nothing was stored (read back with `npm run leads -- --csv`) or mailed.
 */

test.describe("POST /api/leads: what is refused", ONE_WIDTH, () => {
  test("refuses other methods (405), other origins (403) and other content types (415)", async ({ request }) => {
    const mark = marker()
    const body = JSON.stringify(chatLead(mark))
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await request.fetch(ENDPOINT, { method, headers: visitorHeaders() })
      await expectMessage(response, 405, leads.answers.methodNotAllowed)
      expect(response.headers()["allow"]).toBe("POST")
      // The endpoint's answers carry the pages' security headers.
      expect(response.headers()["x-content-type-options"]).toBe("nosniff")
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'")
      expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    }
    const { Origin: _origin, ...noOrigin } = visitorHeaders()
    await expectMessage(await postJson(request, chatLead(mark), noOrigin), 403, leads.answers.forbidden)
    await expectMessage(
      await postJson(request, chatLead(mark), { ...visitorHeaders(), Origin: "https://evil.example" }),
      403,
      leads.answers.forbidden,
    )
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const response = await request.post(ENDPOINT, {
        headers: { ...visitorHeaders(), "Content-Type": type },
        data: body,
      })
      await expectMessage(response, 415, leads.answers.unsupportedType)
    }
    expect(isStored(mark)).toBe(false)
  })

  test("refuses malformed bodies (400) and bodies over the limit (413)", async ({ request }) => {
    const mark = marker()
    for (const body of [`{"kind":"chat","name":"${mark}"`, "[]", "null", '"texto"']) {
      const response = await request.post(ENDPOINT, {
        headers: { ...visitorHeaders(), "Content-Type": "application/json" },
        data: body,
      })
      await expectMessage(response, 400, leads.answers.badRequest)
    }
    for (const broken of [
      { kind: "pedido" },
      { idempotencyKey: "1" },
      { elapsedMs: "pronto" },
      { idempotencyKey: undefined },
    ]) {
      await expectMessage(await postJson(request, chatLead(mark, broken)), 400, leads.answers.badRequest)
    }
    await expectMessage(
      await postJson(request, chatLead(mark, { company: "x".repeat(70_000) })),
      413,
      leads.answers.tooLarge,
    )
    // A file one byte over 10 MB, within the declared multipart limit: refused while it streams in.
    const form = contactForm(mark)
    form.append(
      "attachment",
      new Blob([new Uint8Array(PDF_BYTES), new Uint8Array(10 * 1024 * 1024 + 1 - PDF_BYTES.length)]),
      "grande.pdf",
    )
    await expectMessage(
      await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: form }),
      413,
      leads.answers.tooLarge,
    )
    // A body declared larger than the limit is answered before it is sent, and the connection closed.
    const declared = await answerBeforeBody(200 * 1024 * 1024)
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body)).toEqual({ message: leads.answers.tooLarge })
    expect(isStored(mark)).toBe(false)
  })

  test("answers 422 with every field's Spanish error, field caps included", async ({ request }) => {
    const mark = marker()
    const response = await postJson(
      request,
      chatLead(mark, { name: "", email: "ana@", privacy: false, phone: "1".repeat(41) }),
    )
    expect(response.status()).toBe(422)
    expect(await response.json()).toEqual({
      // SPEC §5: the chat does not validate the e-mail ("ana@" passes); its other rules hold.
      errors: {
        name: "Escribí tu nombre y apellido.",
        phone: "Este dato admite hasta 40 caracteres (ahora tiene 41). Acortalo para poder enviarlo.",
        privacy: "Para enviar la consulta tenés que aceptar la política de privacidad.",
      },
    })
    const unknownOption = await postJson(request, chatLead(mark, { interest: "todo" }))
    expect(await unknownOption.json()).toEqual({ errors: { interest: leads.errors.invalidChoice } })
    // An object where a value goes is not a lead's shape: refused before any rule reads it.
    await expectMessage(await postJson(request, chatLead(mark, { name: { $ne: "" } })), 400, leads.answers.badRequest)
    expect(isStored(mark)).toBe(false)
  })

  test("decides the attachment's type by its bytes and takes one file, on the contact form only", async ({
    request,
  }) => {
    const mark = marker()
    const disguised = contactForm(mark)
    disguised.append("attachment", new Blob(["MZ\x90\x00 not a pdf"]), "pliego.pdf")
    const refused = await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: disguised })
    expect(refused.status()).toBe(422)
    expect(await refused.json()).toEqual({
      errors: { attachment: "No podemos recibir «pliego.pdf»: adjuntá un archivo PDF, JPG, PNG, Word o Excel." },
    })
    const two = contactForm(mark)
    two.append("attachment", new Blob([PDF_BYTES]), "a.pdf")
    two.append("attachment", new Blob([PDF_BYTES]), "b.pdf")
    await expectMessage(
      await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: two }),
      400,
      leads.answers.badRequest,
    )
    const chat = new FormData()
    for (const [name, value] of Object.entries(chatLead(mark))) chat.append(name, String(value))
    chat.append("attachment", new Blob([PDF_BYTES]), "a.pdf")
    await expectMessage(
      await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: chat }),
      400,
      leads.answers.badRequest,
    )
    expect(isStored(mark)).toBe(false)
  })

  test(`counts only stored leads against the limit of ${E2E_RATE_LIMIT} per address in 10 minutes`, async ({
    request,
  }) => {
    test.slow()
    const headers = visitorHeaders()
    const mark = marker()
    // Refused requests spend nothing: after as many invalid ones as the limit, a valid lead is still taken.
    const invalid = await Promise.all(
      Array.from({ length: E2E_RATE_LIMIT }, () => postJson(request, chatLead(mark, { name: "" }), headers)),
    )
    expect(invalid.map((response) => response.status())).toEqual(Array(E2E_RATE_LIMIT).fill(422))
    expect((await postJson(request, chatLead(mark, { elapsedMs: 0 }), headers)).status()).toBe(201)
    // Stored leads do (these too fast, kept as spam: nothing is mailed).
    const stored = await Promise.all(
      Array.from({ length: E2E_RATE_LIMIT - 1 }, () => postJson(request, chatLead(mark, { elapsedMs: 0 }), headers)),
    )
    expect(stored.map((response) => response.status())).toEqual(Array(E2E_RATE_LIMIT - 1).fill(201))
    const limited = await postJson(request, chatLead(mark), headers)
    await expectMessage(limited, 429, leads.answers.rateLimited)
    const retryAfter = Number(limited.headers()["retry-after"])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(isStored(mark)).toBe(false)
    // Another address is not limited.
    expect((await postJson(request, chatLead(mark))).status()).toBe(201)
  })
})
