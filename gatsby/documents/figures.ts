import { colors, setFont } from "./page"

/** The drawings' own colours, as the site's illustrations use them (README, "Illustrations"). */
const INK = { steel: "#8597ab", display: "#2f9e5a", alarm: "#e5533d" } as const

/** The drawings a chapter of content/documents.json can show (`figure.drawing`), each with its labels in order. */
export const FIGURES = {
  /**
   * The bump-test set-up: the test gas cylinder, its flow regulator, the hose, the calibration adapter on the
   * detector's sensors, and the detector. Five labels, in that order.
   */
  bumpTest: { height: 206, labels: 5, draw: drawBumpTest },
} as const

export type FigureName = keyof typeof FIGURES

/** A thin leader from a label to the part it names. */
function leader(doc: PDFKit.PDFDocument, from: [number, number], to: [number, number]): void {
  doc
    .moveTo(...from)
    .lineTo(...to)
    .lineWidth(0.6)
    .undash()
    .stroke(colors.textMuted)
  doc.circle(to[0], to[1], 1.6).fill(colors.textMuted)
}

function label(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: "left" | "center" = "left",
) {
  setFont(doc, "semibold", 8.5, colors.text).text(text, x, y, { width, align, lineGap: 1 })
}

/**
 * Drawn with pdfkit's vectors in the site's palette, flat and sober: no perspective, no shading. (x, y) is the
 * top left of a box `width` points wide and FIGURES.bumpTest.height high.
 */
function drawBumpTest(doc: PDFKit.PDFDocument, x: number, y: number, width: number, labels: readonly string[]): void {
  const [cylinderLabel, regulatorLabel, hoseLabel, adapterLabel, detectorLabel] = labels
  doc.save()
  doc.translate(x, y)
  doc.roundedRect(0, 0, width, 206, 6).fill(colors.surface)

  // The cylinder, its valve and the flow regulator with its gauge.
  const cx = 78
  doc.roundedRect(cx - 28, 74, 56, 112, 20).fill(colors.accent)
  doc.rect(cx - 28, 118, 56, 30).fill(colors.navy)
  doc.rect(cx - 7, 62, 14, 14).fill(INK.steel)
  doc.roundedRect(cx - 11, 54, 22, 10, 2).fill(colors.navyRaised)
  doc.roundedRect(cx - 15, 38, 30, 17, 3).fill(INK.steel)
  doc.circle(cx, 28, 12).lineWidth(2).fillAndStroke("#ffffff", colors.navy)
  doc
    .moveTo(cx, 28)
    .lineTo(cx + 6, 21)
    .lineWidth(1.4)
    .lineCap("round")
    .stroke(INK.alarm)
  doc.rect(cx + 15, 43, 14, 6).fill(colors.navyRaised)

  // The hose, from the regulator's outlet to the adapter's inlet.
  doc
    .moveTo(cx + 29, 46)
    .bezierCurveTo(cx + 110, 46, 170, 150, 240, 140)
    .bezierCurveTo(300, 132, 292, 52, 318, 52)
    .lineWidth(3.5)
    .lineCap("round")
    .stroke(colors.navy)

  // The detector, with the calibration adapter over its sensors and the gas leaving through the exhaust.
  const dx = 330
  doc.roundedRect(dx, 58, 74, 128, 14).fill(colors.accent)
  doc.roundedRect(dx + 8, 90, 58, 46, 5).fill(colors.navy)
  doc.rect(dx + 14, 100, 30, 4).fill(INK.display)
  doc.rect(dx + 14, 110, 22, 4).fill(INK.display)
  doc.rect(dx + 14, 120, 34, 4).fill(INK.display)
  doc.circle(dx + 37, 160, 8).fill(colors.navy)
  doc.roundedRect(dx + 8, 40, 58, 22, 4).fill(colors.navyRaised)
  doc.rect(dx - 12, 49, 20, 6).fill(colors.navyRaised)
  doc
    .moveTo(dx + 66, 46)
    .lineTo(dx + 86, 30)
    .lineWidth(1.2)
    .dash(3, { space: 3 })
    .stroke(colors.textMuted)
  doc.undash()

  // The labels and their leaders.
  label(doc, cylinderLabel, cx - 60, 190, 120, "center")
  label(doc, regulatorLabel, cx + 28, 12, 110)
  leader(doc, [cx + 26, 17], [cx + 11, 24])
  label(doc, hoseLabel, 178, 160, 90)
  leader(doc, [205, 158], [218, 141])
  label(doc, adapterLabel, dx - 120, 14, 112)
  leader(doc, [dx - 8, 20], [dx + 16, 44])
  label(doc, detectorLabel, dx + 82, 104, width - dx - 86)
  leader(doc, [dx + 80, 109], [dx + 70, 109])
  doc.restore()
}
