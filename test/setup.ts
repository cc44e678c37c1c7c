import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "util"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content-fixtures"

// jsdom lacks these; react-dom/server (used to test hydration) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// Every static query is answered from the real content files, so components render what visitors see.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
})
