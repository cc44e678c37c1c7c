import { CONTROLS, EMOJI_SEQUENCE, INVISIBLE } from "../lib/leads/characters"

/**
 * An emoji sequence of the lead rules (src/lib/leads/characters.ts: the three subdivision flags, keycaps,
 * joiners between pictographs, presentation selectors), kept as it is; then what must be shown as an escape:
 * C0 and C1 controls, DEL, and every invisible the rules refuse. One set of patterns for both.
 */
const SHOWN_AS_ESCAPE = new RegExp(`(${EMOJI_SEQUENCE.source})|${CONTROLS.source}|${INVISIBLE.source}`, "gu")

function escaped(character: string): string {
  const code = character.codePointAt(0) ?? 0
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`
}

/**
 * A visitor's text made safe to print to a terminal, a CSV or an e-mail: every control character and every
 * invisible written out as its escape (ESC as `\u001b`, a zero-width space as `\u200b`), so it is seen and
 * has no effect; emoji stay whole. The characters in `keep` pass as they are (a CSV cell keeps its LF line
 * breaks). Leads stored before the rules refused these characters are shown the same way.
 */
export function visibleControls(text: string, keep = ""): string {
  return text.replace(SHOWN_AS_ESCAPE, (character: string, emoji: string | undefined) =>
    emoji || keep.includes(character) ? character : escaped(character),
  )
}
