// C0 and C1 controls, DEL, the bidirectional marks, embeddings, overrides and isolates, the Unicode line and
// paragraph separators, and surrogates without their pair.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu

/**
 * A visitor's text made safe to print to a terminal, a CSV or an e-mail: every control character and every
 * bidirectional override written out as its escape (ESC as `\u001b`), so it is seen and has no effect. The
 * characters in `keep` pass as they are (a CSV cell keeps its LF line breaks). Leads stored before the rules
 * refused these characters are shown the same way.
 */
export function visibleControls(text: string, keep = ""): string {
  return text.replace(UNSAFE, (character) =>
    keep.includes(character) ? character : `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
}
