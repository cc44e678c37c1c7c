/**
 * Which characters a visitor's text may hold: every field a person reads (in the e-mail, `npm run leads`, a
 * spreadsheet) must show what it holds. Shared by the browser (the forms' lazy chunk) and the server.
 */
import { graphemeSegmenter } from "./form-rules"

type InvalidCharactersError = { code: "invalidCharacters" }

// C0 controls (but tab, LF and CR where line breaks are allowed), DEL and the C1 controls.
export const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * What a reader cannot see, or sees as something else: the format characters (Cf: zero-width space and
 * joiners, word joiner, byte order mark, soft hyphen, the bidirectional marks and overrides, U+180E, the
 * interlinear annotations U+FFF9–FFFB, the tags of U+E0000, the musical format characters from U+1D173...),
 * the other default-ignorable code points (the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, variation
 * selectors, the combining grapheme joiner), the blank braille pattern, the line and paragraph separators,
 * noncharacters and a surrogate without its pair (no character at all).
 */
export const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u2028\u2029\p{Noncharacter_Code_Point}]|\p{Cs}/u

/**
 * The only sequences whose invisibles free text may keep, as Unicode's emoji list (RGI) writes them: the
 * three subdivision flags (🏴 + the tag letters of gbeng, gbsct or gbwls + CANCEL TAG; tag characters
 * anywhere else hide text, "ignore previous instructions" spelt in tags inside a black flag); a keycap
 * (a digit, # or * + U+FE0F + U+20E3: 1️⃣; a selector after a digit anywhere else is refused); a joiner
 * between two pictographs, the first perhaps with a skin tone or a selector (👩🏽‍🔧, 🏳️‍🌈); a variation
 * selector after any other character with an emoji form (❤️). The server shows the same sequences whole
 * (src/server/visible-text.ts) and escapes every other invisible.
 */
const SUBDIVISION_FLAG =
  "\\u{1F3F4}\\u{E0067}\\u{E0062}(?:\\u{E0065}\\u{E006E}\\u{E0067}|\\u{E0073}\\u{E0063}\\u{E0074}|\\u{E0077}\\u{E006C}\\u{E0073})\\u{E007F}"
const KEYCAP = "[#*0-9]\\uFE0F\\u20E3"
const EMOJI_JOINER = "\\p{Extended_Pictographic}[\\u{1F3FB}-\\u{1F3FF}\\uFE0F]?\\u200D(?=\\p{Extended_Pictographic})"
const EMOJI_PRESENTATION = "(?![#*0-9])\\p{Emoji}[\\uFE0E\\uFE0F]"
export const EMOJI_SEQUENCE = new RegExp(`${SUBDIVISION_FLAG}|${KEYCAP}|${EMOJI_JOINER}|${EMOJI_PRESENTATION}`, "gu")

const INVISIBLES = new RegExp(INVISIBLE.source, "gu")

/** The text with each emoji sequence reduced to what it shows, so the invisibles left are the refused ones. */
function withoutEmojiJoins(text: string): string {
  return text.replace(EMOJI_SEQUENCE, (sequence) => sequence.replace(INVISIBLES, ""))
}

/**
 * Combining marks one character (a grapheme, as the reader sees it) may carry: Spanish needs one, Vietnamese
 * two, Hebrew with its points up to four; a "Zalgo" flood stacks dozens on one letter.
 */
export const MAX_MARKS_PER_CHARACTER = 4
const STACKING_MARK = /[\p{Mn}\p{Me}]/gu
const MARK_RUN = new RegExp(`[\\p{Mn}\\p{Me}]{${MAX_MARKS_PER_CHARACTER + 1},}`, "u")

/** True when some character as seen carries more than MAX_MARKS_PER_CHARACTER combining marks. */
function hasMarkFlood(text: string): boolean {
  // No character can carry more marks than the whole text holds.
  if ((text.match(STACKING_MARK)?.length ?? 0) <= MAX_MARKS_PER_CHARACTER) return false
  const graphemes = graphemeSegmenter()
  // Without Intl.Segmenter, marks in a row (the invisibles that could split a run are refused anyway).
  if (!graphemes) return MARK_RUN.test(text)
  for (const { segment } of graphemes.segment(text)) {
    if ((segment.match(STACKING_MARK)?.length ?? 0) > MAX_MARKS_PER_CHARACTER) return true
  }
  return false
}

/**
 * What a field may hold besides visible characters: `message`, the free text of a lead, tab and line breaks
 * and the invisibles inside an emoji; `text` (a name, a company, a note) the invisibles inside an emoji;
 * `identifier` (an e-mail address, a phone number, a CUIT) nothing invisible at all.
 */
export type CharacterSet = "message" | "text" | "identifier"

/**
 * Text that cannot harm or deceive whoever reads it (a terminal, a spreadsheet, an e-mail): no control
 * character, nothing invisible (but inside an emoji, where `set` allows), no mark flood.
 */
export function validateCharacters(text: string, set: CharacterSet = "text"): InvalidCharactersError | null {
  const controls = set === "message" ? CONTROLS_BUT_LINE_BREAKS : CONTROLS
  if (controls.test(text)) return { code: "invalidCharacters" }
  if (INVISIBLE.test(set === "identifier" ? text : withoutEmojiJoins(text))) return { code: "invalidCharacters" }
  return hasMarkFlood(text) ? { code: "invalidCharacters" } : null
}
