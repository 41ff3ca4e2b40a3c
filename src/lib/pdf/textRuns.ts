/**
 * What is printed for a character that no face has (an emoji, a script without a face):
 * U+FFFD, the replacement character, from the first face.
 */
export const PLACEHOLDER = '\uFFFD'

/**
 * A piece of one line set in one face: `face` is its index in the faces passed to
 * `textRuns`; `rtl` when it is Arabic or Hebrew (or another right-to-left script) text,
 * which the shaper lays out right to left.
 */
export type TextRun = { text: string; face: number; rtl: boolean }

/** Whether face `face` has a glyph for `codePoint`. */
export type HasGlyph = (face: number, codePoint: number) => boolean

type Direction = 'ltr' | 'rtl' | null

const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const INVISIBLE = /[\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u
const CONTROL = /\p{Cc}/u
const ZERO_WIDTH_JOINER = '\u200D'
const COMBINING = /\p{M}/u

/**
 * The direction a character asks for: letters of right-to-left scripts `rtl`, every other
 * letter and every digit (Arabic-Indic digits too: numbers read left to right) `ltr`;
 * spaces, punctuation, symbols and combining marks none (they go with their neighbours).
 */
function directionOf(char: string): Direction {
  if (!LETTER_OR_DIGIT.test(char)) return null
  return /\p{L}/u.test(char) && RTL_LETTER.test(char) ? 'rtl' : 'ltr'
}

type Piece = { char: string; face: number; direction: Direction }

/**
 * Splits one line of text into runs, each set in one face of a fallback chain (`faces`
 * faces, the first of which has `PLACEHOLDER`):
 *
 * - a letter or digit goes to the first face that has it;
 * - a space, punctuation mark, symbol or combining mark stays in the run before it when
 *   that run's face has it (the space between two Arabic words stays Arabic, a combining
 *   accent stays with its letter), else goes to the first face that has it;
 * - a character no face has becomes `PLACEHOLDER`, once for a whole emoji (the marks,
 *   skin-tone modifiers and joined emoji after it add nothing), and an invisible format
 *   character no face has is left out;
 * - a tab or line break becomes a space (split lines before), other control characters
 *   are left out.
 *
 * Direction is resolved for a left-to-right line: a run of right-to-left letters (with
 * the spaces and punctuation between them) is one run with `rtl` set, which the shaper
 * reverses as a whole; digits and Latin letters start runs of their own and stay in
 * reading order, as do the spaces and punctuation at either end of a right-to-left run.
 * That is not the whole Unicode bidirectional algorithm: a number inside Arabic text
 * stays to the right of the words before it instead of moving left with them, brackets
 * inside right-to-left text are not mirrored, and a line is never laid out as a
 * right-to-left paragraph.
 */
export function textRuns(text: string, faces: number, hasGlyph: HasGlyph): TextRun[] {
  const firstFace = (codePoint: number) => {
    for (let face = 0; face < faces; face++) if (hasGlyph(face, codePoint)) return face
    return null
  }
  const pieces: Piece[] = []
  // A joiner followed a placeholder: the next emoji belongs to it.
  let joining = false
  for (const written of text) {
    const char = CONTROL.test(written) ? (/\s/.test(written) ? ' ' : '') : written
    if (!char) continue
    const codePoint = char.codePointAt(0)!
    const previous = pieces.at(-1)
    if (char === ZERO_WIDTH_JOINER && previous?.char === PLACEHOLDER) {
      joining = true
      continue
    }
    const joined = joining
    joining = false
    // A combining mark reads in the direction of the letter it sits on.
    const mark = COMBINING.test(char)
    const direction = mark ? (previous?.direction ?? null) : directionOf(char)
    if ((mark || direction === null) && previous && hasGlyph(previous.face, codePoint)) {
      pieces.push({ char, face: previous.face, direction })
      continue
    }
    const face = firstFace(codePoint)
    if (face !== null) pieces.push({ char, face, direction })
    else if (INVISIBLE.test(char)) continue
    else if (joined || (previous?.char === PLACEHOLDER && /[\p{M}\p{Sk}]/u.test(char))) continue
    else pieces.push({ char: PLACEHOLDER, face: 0, direction: null })
  }
  return group(settleNeutrals(pieces))
}

/**
 * Gives the spaces and punctuation at the ends of each right-to-left stretch to the
 * left-to-right side: they separate it from its neighbours and must not be reversed
 * with it. Neutral pieces between two right-to-left letters take the stretch's direction.
 */
function settleNeutrals(pieces: Piece[]): Piece[] {
  const result = pieces.map((piece) => ({ ...piece }))
  let index = 0
  while (index < result.length) {
    if (result[index]!.direction !== null) {
      index++
      continue
    }
    let end = index
    while (end < result.length && result[end]!.direction === null) end++
    const before = result[index - 1]
    const after = result[end]
    const between = before?.direction === 'rtl' && after?.direction === 'rtl'
    const sameFace = between && before.face === after.face
    for (let i = index; i < end; i++) {
      const piece = result[i]!
      piece.direction = sameFace && piece.face === before.face ? 'rtl' : 'ltr'
    }
    index = end
  }
  return result
}

function group(pieces: Piece[]): TextRun[] {
  const runs: TextRun[] = []
  for (const piece of pieces) {
    const rtl = piece.direction === 'rtl'
    const last = runs.at(-1)
    if (last && last.face === piece.face && last.rtl === rtl) last.text += piece.char
    else runs.push({ text: piece.char, face: piece.face, rtl })
  }
  return runs
}
