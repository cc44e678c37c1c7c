/**
 * An emoji's own invisibles (a subdivision flag's tags, a presentation selector, a joiner between two
 * pictographs), kept as they are; then what must be shown as an escape: C0 and C1 controls, DEL, every
 * format character and default-ignorable code point (zero-width characters, bidirectional controls, soft
 * hyphen, tags, Hangul fillers...), the blank braille pattern, the Unicode line and paragraph separators,
 * noncharacters and surrogates without their pair. The same characters the lead rules refuse
 * (src/lib/leads/characters.ts).
 */
const SHOWN_AS_ESCAPE =
  /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?\u200D(?=\p{Extended_Pictographic})|\p{Emoji}[\uFE0E\uFE0F])|[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u2028\u2029\p{Noncharacter_Code_Point}]|\p{Cs}/gu

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
