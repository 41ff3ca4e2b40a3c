/**
 * Highlighted text as plain segments, so the browser renders matches as `<mark>` without
 * ever interpreting stored text as HTML. PostgreSQL's `ts_headline` marks matches with
 * these two private-use characters (HIGHLIGHT_START / HIGHLIGHT_STOP).
 */
export type HighlightSegment = { text: string; match: boolean }

export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_STOP = '\uE001'

/** `ts_headline` options naming the markers (and nothing else). */
export const HEADLINE_MARKERS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`

/**
 * Splits a `ts_headline` result into segments: 'a \uE000b\uE001 c' →
 * [{a , false}, {b, true}, { c, false}]. Adjacent matches stay separate segments; empty
 * segments are dropped. An unmatched marker is treated as text up to the end.
 */
export function highlightSegments(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = []
  let rest = headline
  while (rest.length) {
    const start = rest.indexOf(HIGHLIGHT_START)
    if (start === -1) {
      segments.push({ text: rest, match: false })
      break
    }
    if (start > 0) segments.push({ text: rest.slice(0, start), match: false })
    const stop = rest.indexOf(HIGHLIGHT_STOP, start + 1)
    const end = stop === -1 ? rest.length : stop
    const match = rest.slice(start + 1, end)
    if (match) segments.push({ text: match, match: true })
    rest = stop === -1 ? '' : rest.slice(stop + 1)
  }
  return segments.filter((s) => s.text.length > 0)
}
