import { HtmlValidate } from "html-validate"
import type { BuiltPage } from "./built-site"

/**
 * HTML validity (html-validate's "standard" rules: the HTML specification) and its accessibility rules.
 * The recommended preset's style rules are not used: they judge how React serialises markup
 * (`<meta/>`, `charSet`, `hidden=""`), not whether it is valid.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
})

export async function checkHtmlValidity(page: Pick<BuiltPage, "route" | "html">): Promise<string[]> {
  const report = await validator.validateString(page.html, page.route)
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${page.route}: ${message.ruleId}: ${message.message} (${message.selector ?? "document"})`,
    ),
  )
}
