/**
 * What the documents' tests share: the documents' content read from content/ (as the build reads it from the
 * nodes, the company's facts filled in), two equipment lines in the shape of content/equipment-lines.json, a clock to fake and a place to write.
 */
import { categories, equipmentLines as equipmentLinesFile } from "./content-lists"
import fs from "fs"
import os from "os"
import path from "path"
import about from "../content/about.json"
import documents from "../content/documents.json"
import rental from "../content/rental.json"
import services from "../content/services.json"
import site from "../content/site.json"
import type { DocumentsContent, EquipmentLineContent } from "../gatsby/documents/content"
import { withFacts } from "../src/lib/facts"

export const SITE_URL = "https://www.vigiaseguridad.com.ar"

/** content/ as the documents read it, for a company's facts, without its equipment lines (the three documents only). */
export function documentsContentFor(company: DocumentsContent["site"]): DocumentsContent {
  return withFacts(
    {
      documents: documents as DocumentsContent["documents"],
      site: company,
      siteUrl: SITE_URL,
      about,
      categories,
      equipmentLines: [],
      rental,
      services,
    },
    company,
  )
}

export const documentsContent: DocumentsContent = documentsContentFor(site)

/** The equipment lines of content/equipment-lines.json. */
export const contentLines = withFacts(equipmentLinesFile as EquipmentLineContent[], site)

/** Lines in the shape of content/equipment-lines.json: one with standards and compatible lines, one without. */
export const fixtureLines: EquipmentLineContent[] = [
  {
    slug: "multigas-cuatro-gases",
    category: "deteccion-de-gases",
    name: "Detector multigas de cuatro gases",
    summary: "Mide O₂, gases combustibles, CO y H₂S a la vez, con alarmas sonora, luminosa y por vibración.",
    illustration: "detectores-multigas",
    specs: [
      { label: "Gases", value: "O₂, LIE, CO, H₂S" },
      { label: "Protección", value: "Carcasa con protección contra golpes y agua" },
    ],
    modes: ["venta", "alquiler", "servicio-tecnico"],
    standards: [{ code: "EN 45544", scope: "detectores de gases tóxicos" }],
    compatible: ["alcoholimetro-de-control", "linea-que-ya-no-existe"],
  },
  {
    slug: "alcoholimetro-de-control",
    category: "alcohol-y-drogas",
    name: "Alcoholímetro de celda de combustible",
    summary: "Controles de ingreso con resultado en segundos.",
    illustration: "alcoholimetros-con-celda",
    specs: [{ label: "Sensor", value: "Celda de combustible" }],
    modes: ["venta"],
    standards: [],
    compatible: [],
  },
]

/** The content with only the documents of content/documents.json whose slugs are given, and no sheets. */
export function onlyDocuments(slugs: readonly string[], base: DocumentsContent = documentsContent): DocumentsContent {
  return {
    ...base,
    documents: { ...base.documents, documents: base.documents.documents.filter((doc) => slugs.includes(doc.slug)) },
  }
}

/** The content with no document of content/documents.json: only the sheets of `lines`. */
export function onlySheets(lines: EquipmentLineContent[]): DocumentsContent {
  return { ...onlyDocuments([]), equipmentLines: lines }
}

/** Only the clock is faked: pdfkit's streams keep their real timers. */
export function atClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      "nextTick",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  })
}

/** Writes a generated file to a fresh temporary folder, for pdf.js to read. */
export function writeTemp(name: string, bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "documentos-")), name)
  fs.writeFileSync(file, bytes)
  return file
}
