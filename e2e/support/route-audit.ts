import type { Page } from "@playwright/test"
import { COMPILE_HINT } from "../../gatsby/compile-hints"
import { checkJsBudget } from "../../test/build/js-budget"
import type { ScriptLoad } from "../../test/build/js-budget"
import { axeOn } from "./axe"
import { expect } from "./test"

/**
 * The checks every route gets from one load of it (e2e/route-audit.spec.ts): each is a function of its own,
 * named by what it checks, and they run in the order a visitor's first seconds go — the first load's scripts,
 * the first screen, hydration adopting the server's DOM — before the checks that change the page (axe lays
 * every chapter out).
 */

/** The title band's drawing: an inline sprite symbol of the illustrations, or the sprite file of a later page. */
const BAND_DRAWING = 'main svg:has(use[href^="#svg--illustrations--"], use[href^="/illustrations/"])'

/** A string only the request dialog's own chunk holds (its drafts' key prefix, src/lib/request-dialog/values.ts). */
export const REQUEST_DIALOG_MARKER = "vigia:solicitud:"

/**
 * The first load's JavaScript: at most 70 KB gzip, none of the chat panel's or the request dialogs' code, no
 * iframe (the map), and every script with V8's compile hint (gatsby/compile-hints.ts).
 */
export async function expectFirstLoadJs(page: Page, path: string, scripts: ScriptLoad[], frames: string[]) {
  expect(checkJsBudget(path, scripts)).toBeNull()
  const sources = await Promise.all(scripts.map((script) => page.request.get(script.url).then((r) => r.text())))
  expect(
    sources.some((source) => source.includes("data-chat-option")),
    "chat panel code in the first load",
  ).toBe(false)
  // The request dialogs' module keeps its drafts under this prefix: none of its code comes with a page.
  expect(
    sources.some((source) => source.includes(REQUEST_DIALOG_MARKER)),
    "request dialog code in the first load",
  ).toBe(false)
  expect(frames, "an iframe (the map) loaded with the page").toEqual([])
  const unhinted = scripts.filter((_script, index) => !sources[index].startsWith(COMPILE_HINT))
  expect(unhinted.map((script) => script.url)).toEqual([])
}

/**
 * The first screen, before any scroll: the title band's drawing and the whole h1 inside it (the home page has no
 * band), and the band's primary action where the page has one.
 */
export async function expectFirstScreen(page: Page, { drawing, action }: { drawing: boolean; action?: string }) {
  const viewport = page.viewportSize()!
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox()
  expect(heading, "the h1 has a box").toBeTruthy()
  expect(heading!.y + heading!.height, "the h1 ends within the first screen").toBeLessThanOrEqual(viewport.height)
  if (drawing) {
    const band = await page.locator(BAND_DRAWING).first().boundingBox()
    expect(band, "the title band's drawing has a box").toBeTruthy()
    expect(band!.y).toBeGreaterThanOrEqual(0)
    expect(band!.y + band!.height, "the drawing ends within the first screen").toBeLessThanOrEqual(viewport.height)
  }
  if (action) {
    const link = await page.getByRole("main").getByRole("link", { name: action }).first().boundingBox()
    expect(link, `the band's action «${action}» has a box`).toBeTruthy()
    expect(link!.y).toBeGreaterThan(0)
    expect(link!.y + link!.height, `«${action}» ends within the first screen`).toBeLessThanOrEqual(viewport.height)
  }
}

/**
 * Colour contrast as a tool that does not scroll reads the page just loaded (Lighthouse's accessibility audit, an
 * SEO auditor's): the chapters below the first screen still skipped (`content-visibility: auto`), their boxes
 * where the browser computes them and their background wherever their placeholder leaves them. A placeholder far
 * shorter than its chapter puts the chapter's last lines over the next one's background. (The full axe check lays
 * every chapter out first: e2e/support/axe.ts.)
 */
export async function expectContrastAsLoaded(page: Page) {
  const { violations } = await axeOn(page).withRules(["color-contrast"]).analyze()
  const nodes = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  )
  expect(nodes, "text below the contrast ratio as the page loaded").toEqual([])
}

/**
 * Before the page's scripts: records, from the parse until every part of the page is hydrated, each text that
 * hydration rewrites and each text node it adds or removes (a mismatch shows as exactly that, as Preact reports
 * none in production), and a pre-rendered `<style>` moved or removed from `<head>`.
 */
export function watchHydration(page: Page) {
  return page.addInitScript(() => {
    const rewrites: string[] = []
    ;(window as unknown as { textRewrites: string[] }).textRewrites = rewrites
    document.addEventListener("DOMContentLoaded", () => {
      // The components' pre-rendered <style> stays where the server put it (styles/pre-rendered-styles.ts).
      const head = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node.nodeName === "STYLE") rewrites.push(`<style> moved or removed from <head>`)
          }
        }
      })
      head.observe(document.head, { childList: true })
      // Until every part of the page is hydrated: the audit releases the far ones with a key press.
      const whole = () =>
        document.documentElement.dataset.hydrated === "true" &&
        !document.querySelector("main [data-held-part], footer[data-held-part]")
      const body = new MutationObserver((records) => {
        if (whole()) return body.disconnect()
        for (const record of records) {
          const where = (record.target.parentElement ?? record.target).textContent?.slice(0, 60)
          if (record.type === "characterData") rewrites.push(`text changed in «${where}»`)
          const textNodes = [...record.addedNodes, ...record.removedNodes].filter((node) => node.nodeType === 3)
          if (textNodes.length > 0) rewrites.push(`text node added or removed in «${where}»`)
        }
      })
      body.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  })
}

/**
 * Hydration adopted the server's DOM as it was: every held part released (by a key press, a visitor's first
 * action), no text rewritten, and no style the page's `<head>` already held inserted again.
 */
export async function expectHydrationMatched(page: Page) {
  await page.keyboard.press("Shift")
  await expect(page.locator("main [data-held-part], footer[data-held-part]")).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { textRewrites: string[] }).textRewrites)).toEqual([])
  const insertedAgain = await page.evaluate(() => {
    const preRendered = document
      .querySelector("style[data-pre-rendered-styles]")
      ?.getAttribute("data-pre-rendered-styles")
    const names = new Set(preRendered?.split(" "))
    return [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .map((rule) => /\.css-([a-z0-9]+)/.exec(rule.cssText)?.[1])
      .filter((name) => name && names.has(name))
  })
  expect(insertedAgain, "styles the page's <head> already held").toEqual([])
}

/**
 * The head after hydration is the pre-rendered one: the same title and description as the HTML the server sent
 * (whose uniqueness across routes the build checks test, test/build/pages.build.test.ts).
 */
export async function expectHeadAsPreRendered(page: Page, html: string) {
  const preRendered = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html")
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    }
  }, html)
  await expect(page).toHaveTitle(preRendered.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", preRendered.description ?? "")
}

/**
 * In the page: how much wider than the window the document is, and the header's controls not wholly inside
 * the window (their names and edges).
 */
function measureReflow() {
  const width = window.innerWidth
  const controls = [...document.querySelectorAll<HTMLElement>("header a[href], header button")]
    .filter((control) => control.checkVisibility({ visibilityProperty: true }))
    .map((control) => ({
      name: control.getAttribute("aria-label") ?? control.textContent?.trim(),
      box: control.getBoundingClientRect(),
    }))
    .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > width))
    .map(({ name, box }) => `«${name}» at ${Math.round(box.left)}–${Math.round(box.right)}`)
  return { overflow: document.documentElement.scrollWidth - width, cutOff: controls }
}

async function expectReflowAt(page: Page, width: number, where: string) {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 720 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const { overflow, cutOff } = await page.evaluate(measureReflow)
  expect(overflow, `${where} at ${width} px: px wider than the window`).toBeLessThanOrEqual(0)
  expect(cutOff, `${where} at ${width} px: header controls outside the window`).toEqual([])
}

/**
 * Reflow (WCAG 2.2 SC 1.4.10) at each of `widths` (a small phone and a phone, or the desktop layout's first width
 * and a laptop; 1280 px is also 320 at 400 % zoom): never wider than the window, every header control wholly
 * inside it, first as the page loaded (later chapters not laid out yet), then with every chapter laid out. The
 * page is left at the last width, its chapters as they were.
 */
export async function expectReflow(page: Page, widths: readonly number[]) {
  for (const width of widths) await expectReflowAt(page, width, "as loaded")
  const laidOut = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
  for (const width of widths) await expectReflowAt(page, width, "every chapter laid out")
  await laidOut.evaluate((style) => style.parentNode?.removeChild(style))
}

/** The fill of a primary button (theme.colors.accent, #ffc629) as the browser computes it. */
const PRIMARY_FILL = "rgb(255, 198, 41)"

/**
 * Issue #53: at most one primary (filled) button per card, section and dialog. Each visible control painted as
 * primary belongs to the nearest card (an article or a list item), section or dialog around it, or else to the
 * page's title band; no group holds two.
 */
export async function expectOnePrimaryPerGroup(page: Page) {
  const crowded = await page.evaluate((fill) => {
    const groups = new Map<Element, string[]>()
    for (const control of document.querySelectorAll("main a[href], main button, dialog a[href], dialog button")) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue
      if (getComputedStyle(control).backgroundColor !== fill) continue
      const group = control.closest("article, li, section, dialog, main")!
      groups.set(group, [...(groups.get(group) ?? []), control.textContent?.trim() ?? ""])
    }
    return [...groups.entries()]
      .filter(([, labels]) => labels.length > 1)
      .map(
        ([group, labels]) =>
          `${group.tagName.toLowerCase()} «${group.querySelector("h1, h2, h3")?.textContent}»: ${labels.join(", ")}`,
      )
  }, PRIMARY_FILL)
  expect(crowded, "groups with more than one primary button").toEqual([])
}

/**
 * In the page: what the chat launcher covers in the window. With `controls` (/contacto), every control of the
 * page; always, every other fixed element (a call to action pinned to the window). Each as its tag and name.
 */
function measureUnderLauncher(controls: boolean) {
  const launcher = document.querySelector(".chat-launcher")!.getBoundingClientRect()
  const overlaps = (box: DOMRect) =>
    box.width > 0 &&
    box.left < launcher.right &&
    box.right > launcher.left &&
    box.top < launcher.bottom &&
    box.bottom > launcher.top
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} «${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}»`
  const fixed = [...document.body.querySelectorAll("*")].filter(
    (element) =>
      getComputedStyle(element).position === "fixed" && !element.closest(".chat-launcher, header, [aria-live]"),
  )
  const pageControls = controls
    ? [
        ...document.querySelectorAll(
          "main a[href], main button, main input, main select, main textarea, footer a[href]",
        ),
      ]
    : []
  const candidates = [...pageControls, ...fixed]
  return candidates
    .filter(
      (element) => element.checkVisibility({ visibilityProperty: true }) && overlaps(element.getBoundingClientRect()),
    )
    .map(name)
}

/**
 * The chat launcher at rest (issue #53), at each of `widths`, the page scrolled: its round button alone, no wider
 * than 64 px; no call to action fixed to the window under it; on /contacto (`controls`) no control of the page under
 * it as the page opens and at its end (SPEC §1/§2 keep it floating in the corner: a control scrolled under it
 * meanwhile is passing by); and out of the way of a control with keyboard focus. The page is left at the last
 * width, scrolled to the top.
 */
export async function expectLauncherAtRest(page: Page, widths: readonly number[], { controls }: { controls: boolean }) {
  const launcher = page.locator(".chat-launcher")
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 720 })
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(launcher).toBeVisible()
    await expect(launcher.locator("[data-label]")).toBeHidden()
    const box = (await launcher.boundingBox())!
    expect(Math.max(box.width, box.height), `at ${width} px, the launcher at rest`).toBeLessThanOrEqual(64)
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight)
    for (const y of controls ? [0, bottom] : [400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      expect(await page.evaluate(measureUnderLauncher, controls), `at ${width} px, under the launcher`).toEqual([])
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  // Keyboard focus on a control of the page: the launcher steps out of sight (WCAG 2.2 SC 2.4.11). From the skip
  // link's target, <main>, one Tab reaches the page's first control.
  await page.locator("main").focus()
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.closest("main, footer")?.tagName)).toBeTruthy()
  await expect.poll(() => launcher.evaluate((element) => getComputedStyle(element).opacity)).toBe("0")
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}
