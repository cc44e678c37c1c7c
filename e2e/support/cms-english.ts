import type { Page } from "@playwright/test"

/**
 * English on the CMS's screens, found with the list Decap itself ships: every phrase of its English locale
 * (`CMS.getLocale("en")`, read from the loaded bundle), cut at its `%{values}` into the literal fragments a
 * screen would show, less those that read the same in our Spanish ("Markdown", "GitHub").
 */
interface Phrases {
  [key: string]: string | Phrases
}
interface DecapLocales {
  CMS: { getLocale: (name: string) => Phrases | undefined }
}

/** Every phrase key of Decap's English that the registered Spanish (src/cms/locale-es-ar.ts over Decap's) lacks. */
export async function missingPhrases(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { CMS } = window as unknown as DecapLocales
    const keys = (phrases: Phrases | undefined, prefix = ""): string[] =>
      Object.entries(phrases ?? {}).flatMap(([key, value]) =>
        typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
      )
    const spanish = new Set(keys(CMS.getLocale("es")))
    return keys(CMS.getLocale("en")).filter((key) => !spanish.has(key))
  })
}

/** The English fragments on the page: its visible text, and the names and hints of its controls. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { CMS } = window as unknown as DecapLocales
    const texts = (phrases: Phrases | undefined): string[] =>
      Object.values(phrases ?? {}).flatMap((value) => (typeof value === "string" ? [value] : texts(value)))
    const spanish = texts(CMS.getLocale("es")).join("\n")
    const fragments = new Set(
      texts(CMS.getLocale("en"))
        .flatMap((phrase) => phrase.split(/%\{\w+\}|\|\|\|\||\n/))
        .map((fragment) => fragment.replace(/^[\s"'“‘:.,…-]+|[\s"'”’:.,…-]+$/g, ""))
        .filter((fragment) => /[A-Za-z]{4}/.test(fragment) && !spanish.includes(fragment)),
    )
    const attributes = Array.from(document.querySelectorAll("[aria-label], [title], [placeholder]")).flatMap(
      (element) => ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    )
    const screen = [document.body.innerText, ...attributes].join("\n")
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    return [...fragments].filter((fragment) => new RegExp(`(?<!\\p{L})${escape(fragment)}(?!\\p{L})`, "u").test(screen))
  })
}
