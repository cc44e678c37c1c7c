import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { sanitizeFileName, ATTACHMENT_FORMATS } from "../lib/leads/attachment"
import { isLeadKind, KINDS_WITH_ATTACHMENT, MIN_FILL_MS, PAGE_URL_MAX_LENGTH } from "../lib/leads/kinds"
import { leadErrorTexts } from "../lib/leads/messages"
import { ATTACHMENT_MAX_BYTES } from "../lib/leads/rules"
import { validateLead } from "../lib/leads/validate"
import { checkAttachment } from "./attachment-check"
import type { LeadsConfig } from "./config"
import { RATE_WINDOW_MS, readConfig } from "./config"
import { errorTexts, leadsContent, privacyPolicyVersion } from "./content"
import { deliverPending } from "./delivery"
import { addressKey, clientAddress, isSameOrigin, isUuid } from "./guards"
import type { UploadedFile } from "./request"
import {
  BodyTooLarge,
  bodyKind,
  declaredLength,
  JSON_BODY_LIMIT,
  MalformedBody,
  MULTIPART_BODY_LIMIT,
  readJsonBody,
} from "./request"
import { sharedStore } from "./store"
import type { LeadStore, StoredAttachment } from "./store/types"
import { formatReference, yearInArgentina } from "./store/types"

type Answer = keyof typeof leadsContent.answers

/** A bound on one delivery run (it goes through the pending leads once, oldest first). */
const DELIVERIES_PER_RUN = 1000

function refuse(res: GatsbyFunctionResponse, status: number, answer: Answer) {
  res.status(status).json({ message: leadsContent.answers[answer] })
}

/** A bot gets the same answer as a person, with a reference that names nothing stored. */
function botReference(now: Date): string {
  return formatReference(yearInArgentina(now), 100_000 + Math.floor(Math.random() * 900_000))
}

function pagePath(value: unknown): string {
  return typeof value === "string" && /^\/\S*$/.test(value) && value.length <= PAGE_URL_MAX_LENGTH ? value : ""
}

/**
 * multer hands over file names decoded as Latin-1, while browsers send them in UTF-8 ("técnico" arrives as
 * "tÃ©cnico"): decoded again, unless the bytes are not UTF-8.
 */
function uploadedName(name: string): string {
  const decoded = Buffer.from(name, "latin1").toString("utf8")
  return decoded.includes("\uFFFD") ? name : decoded
}

function storeDescription(config: LeadsConfig): string {
  return config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${config.dataDir}`
}

interface DeliveryState {
  running: boolean
  /** A lead arrived while the delivery was running: run again when it ends. */
  again: boolean
}

const DELIVERY_STATE = Symbol.for("vigia.leads.delivery")

/**
 * One delivery at a time per process: a burst of leads would otherwise open as many SMTP connections at once,
 * and on a busy server their timers ran out before the connections were served. The running delivery takes
 * the new leads as it goes (oldest first) and runs again if one arrived as it was finishing.
 */
async function deliverInBackground(store: LeadStore, config: LeadsConfig) {
  const holder = globalThis as unknown as Record<symbol, DeliveryState | undefined>
  const state = (holder[DELIVERY_STATE] ??= { running: false, again: false })
  if (state.running) {
    state.again = true
    return
  }
  state.running = true
  try {
    do {
      state.again = false
      const report = await deliverPending(store, config, { max: DELIVERIES_PER_RUN })
      for (const failure of report.failed) {
        console.error(`[leads] ${failure.reference} stays pending, delivery failed: ${failure.error}`)
      }
    } while (state.again)
  } catch (error) {
    console.error(`[leads] delivery stopped: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    state.running = false
  }
}

async function deliverAfter(store: LeadStore, config: LeadsConfig, reference: string) {
  if (!config.smtpUrl) {
    console.warn(
      `[leads] ${reference} stored in ${storeDescription(config)} and left pending: SMTP_URL is not set, so no ` +
        `e-mail was sent. Set SMTP_URL and run "npm run leads:retry" to deliver it.`,
    )
  }
  await deliverInBackground(store, config)
}

/**
 * POST /api/leads: refuse what is not a same-origin JSON or multipart POST of a sane size; count the
 * address; read; answer bots as people without storing; validate with the shared rules; check the
 * attachment's bytes; store (201, or 200 with the same reference for a repeated idempotency key); then
 * deliver this lead and any pending one.
 */
export async function handleLead(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store")
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST")
    return refuse(res, 405, "methodNotAllowed")
  }
  const config = readConfig()
  if (!isSameOrigin(req, config)) return refuse(res, 403, "forbidden")
  const kindOfBody = bodyKind(req.headers["content-type"])
  if (!kindOfBody) return refuse(res, 415, "unsupportedType")
  const length = declaredLength(req)
  if (length !== null && length > (kindOfBody === "json" ? JSON_BODY_LIMIT : MULTIPART_BODY_LIMIT)) {
    res.setHeader("Connection", "close")
    req.resume()
    return refuse(res, 413, "tooLarge")
  }

  let store: LeadStore
  try {
    store = await sharedStore(config)
    if (
      await store.rateLimitHit(addressKey(clientAddress(req, config)), new Date(), RATE_WINDOW_MS, config.rateLimit)
    ) {
      req.resume()
      return refuse(res, 429, "rateLimited")
    }
  } catch (error) {
    console.error(`[leads] store unavailable: ${error instanceof Error ? error.message : String(error)}`)
    req.resume()
    return refuse(res, 503, "serverError")
  }

  let values: Record<string, unknown>
  let files: UploadedFile[] = []
  if (kindOfBody === "json") {
    try {
      values = await readJsonBody(req)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        res.setHeader("Connection", "close")
        req.resume()
        return refuse(res, 413, "tooLarge")
      }
      if (error instanceof MalformedBody) return refuse(res, 400, "badRequest")
      throw error
    }
  } else {
    // Gatsby's multer has read the multipart body already: fields in req.body, files in req.files.
    values = req.body && typeof req.body === "object" ? { ...req.body } : {}
    files = ((req as unknown as { files?: UploadedFile[] }).files ?? []).filter(
      // A file input left empty still sends a part, with no name and no bytes.
      (file) => file.size > 0 || file.originalname !== "",
    )
  }

  const kind = values.kind
  const elapsedMs = Number(values.elapsedMs)
  if (!isLeadKind(kind) || !isUuid(values.idempotencyKey) || values.elapsedMs === "" || !Number.isFinite(elapsedMs)) {
    return refuse(res, 400, "badRequest")
  }
  const file = files[0]
  if (files.length > 1 || (file && (file.fieldname !== "attachment" || !KINDS_WITH_ATTACHMENT.includes(kind)))) {
    return refuse(res, 400, "badRequest")
  }
  if (file && file.size > ATTACHMENT_MAX_BYTES) return refuse(res, 413, "tooLarge")

  const now = new Date()
  if ((typeof values.website === "string" && values.website !== "") || elapsedMs < MIN_FILL_MS) {
    res.status(201).json({ reference: botReference(now) })
    return
  }

  let attachment: StoredAttachment | null = null
  if (file) {
    const checked = await checkAttachment(file.buffer)
    const name = sanitizeFileName(uploadedName(file.originalname), checked.ok ? checked.format : null)
    if (!checked.ok) {
      const errors = leadErrorTexts({ attachment: { code: checked.code } }, errorTexts, { name, size: file.size })
      res.status(422).json({ errors })
      return
    }
    const { mimeType } = ATTACHMENT_FORMATS[checked.format]
    attachment = { name, type: mimeType, size: file.size, content: file.buffer }
  }

  const result = validateLead(kind, { ...values, attachment })
  if (!result.ok) {
    res.status(422).json({ errors: leadErrorTexts(result.errors, errorTexts, attachment ?? undefined) })
    return
  }

  let stored: { reference: string; created: boolean }
  try {
    stored = await store.insert({
      kind,
      idempotencyKey: values.idempotencyKey.toLowerCase(),
      fields: result.lead.fields,
      pageUrl: pagePath(values.pageUrl),
      createdAt: now,
      consent: { accepted: true, at: now, policyVersion: privacyPolicyVersion() },
      attachment,
    })
  } catch (error) {
    console.error(`[leads] could not store a lead: ${error instanceof Error ? error.message : String(error)}`)
    return refuse(res, 503, "serverError")
  }
  res.status(stored.created ? 201 : 200).json({ reference: stored.reference })
  if (stored.created) await deliverAfter(store, config, stored.reference)
}
