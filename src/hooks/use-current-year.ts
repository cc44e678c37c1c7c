import { useEffect, useState } from "react"
import { useLayoutContent } from "./use-layout-content"

/**
 * The current year: the build's year in the pre-rendered HTML (so hydration matches it), then the
 * visitor's clock once the page runs, so a page built last year still shows this year.
 */
export function useCurrentYear(): number {
  const data = useLayoutContent()
  const buildYear = Number(data.site?.buildTime) || new Date().getFullYear()
  const [year, setYear] = useState(buildYear)
  useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return year
}
