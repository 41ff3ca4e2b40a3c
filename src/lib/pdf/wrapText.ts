/** Width of a piece of text in points, as it will be drawn. */
export type Measure = (text: string) => number

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The user-perceived characters of `text` (a letter with its accents is one). */
const charactersOf = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment)

/**
 * Breaks a word wider than `width` between characters (a long address, or Chinese and
 * Japanese text, which has no spaces); every piece but the last fills its line.
 */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const character of charactersOf(word)) {
    if (piece && measure(piece + character) > width) {
      pieces.push(piece)
      piece = character
    } else piece += character
  }
  if (piece) pieces.push(piece)
  return pieces
}

/**
 * The lines of `text` no wider than `width` points: paragraphs at line breaks, lines
 * broken at spaces, and a word that is wider than a line on its own broken between
 * characters. Empty paragraphs give no line; an empty text gives `[]`.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (measure(next) <= width) {
        line = next
        continue
      }
      if (line) lines.push(line)
      const pieces = measure(word) > width ? breakWord(word, width, measure) : [word]
      lines.push(...pieces.slice(0, -1))
      line = pieces.at(-1) ?? ''
    }
    if (line) lines.push(line)
  }
  return lines
}

/** `text` cut to fit `width` points, ending in `…` when it was cut (between characters). */
export function fitText(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text
  const characters = charactersOf(text)
  while (characters.length > 1 && measure(`${characters.join('')}…`) > width) characters.pop()
  return `${characters.join('')}…`
}
