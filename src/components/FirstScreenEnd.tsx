/** The id of the marker that ends a page's title band (see FirstScreenEnd). */
export const FIRST_SCREEN_END_ID = "fin-de-la-banda"

/**
 * Placed at the end of a page's title band. The head asks the browser to wait for it before the first paint
 * (`<link rel="expect" blocking="render">`, src/no-script.tsx): a large page's HTML is parsed in slices, and a
 * paint between two slices showed a half-parsed header and band that moved when the rest arrived (a layout shift
 * of 0.02 in the menu, 0.11 in the band's drawing, at 1280 px on a slow phone-class CPU).
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />
}
