import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content-fixtures"

// Every static query is answered from the real content files, so components render what visitors see.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
})
