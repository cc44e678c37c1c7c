import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "util"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content-fixtures"
import { installDialogElement } from "./dialog-element"
import { installIntersectionObserver } from "./intersection-observer"

// jsdom lacks these; react-dom/server (used to test hydration) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder })
installIntersectionObserver()
installDialogElement()
// jsdom lays nothing out, so it has no scrolling: a form's first wrong field is brought into view (a no-op
// here that tests spy on; the e2e tests check where it lands). Suites in Node's environment have no DOM.
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {}

// Every static query is answered from the real content files, so components render what visitors see.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
})
