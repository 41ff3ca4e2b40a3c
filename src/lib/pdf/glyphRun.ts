import type { Font, Glyph, GlyphRun } from '@pdf-lib/fontkit'
import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib'

/**
 * The inside of a pdf-lib 1.17 font embedded with `subset: true` (CustomFontSubsetEmbedder):
 * its fontkit font and the subset it fills. pdf-lib only takes strings, which it lays out
 * itself and then draws each glyph at its plain advance, dropping the positions the shaper
 * computed (the dots of Arabic letters, Hebrew points, Thai tone marks, kerning); so the
 * shaped glyphs are added to the subset here, the same way pdf-lib's `encodeText` does.
 */
type SubsetEmbedder = {
  font: Font
  subset: { includeGlyph(glyph: Glyph): number }
  glyphs: Glyph[]
  glyphIdMap: Map<number, number>
  glyphCache: { invalidate(): void }
}

function embedderOf(font: PDFFont): SubsetEmbedder {
  const embedder = (font as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder
  if (
    !embedder?.font ||
    !embedder.subset ||
    !embedder.glyphs ||
    !embedder.glyphIdMap ||
    !embedder.glyphCache
  )
    throw new Error(`${font.name} is not a font embedded with subset: true`)
  return embedder as SubsetEmbedder
}

/** The fontkit font behind a pdf-lib font embedded with `subset: true`. */
export function fontkitOf(font: PDFFont): Font {
  return embedderOf(font).font
}

/** The glyphs as a string of the subset's glyph ids (what `Tj` shows), adding them to it. */
function encodeGlyphs(font: PDFFont, glyphs: Glyph[]): PDFHexString {
  const embedder = embedderOf(font)
  let hex = ''
  for (const glyph of glyphs) {
    const id = embedder.subset.includeGlyph(glyph)
    if (id > 0) {
      embedder.glyphs[id - 1] = glyph
      embedder.glyphIdMap.set(glyph.id, id)
    }
    hex += id.toString(16).toUpperCase().padStart(4, '0')
  }
  embedder.glyphCache.invalidate()
  // pdf-lib writes a font's subset when the document is saved only if it was used.
  ;(font as unknown as { modified: boolean }).modified = true
  return PDFHexString.of(hex)
}

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>()

/** The name `font` has in the resources of `page` (added once per page). */
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page)
  if (!keys) fontKeys.set(page, (keys = new Map()))
  let key = keys.get(font)
  if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)))
  return key
}

/** Glyphs and where each goes, as fontkit's `layout` gives them (font units). */
export type PlacedGlyphs = Pick<GlyphRun, 'glyphs' | 'positions'>

/** Stroke width of drawn bold for faces without a bold file, as a share of the size. */
const SYNTHETIC_BOLD_STROKE = 0.035

/** Where and how `drawGlyphRun` draws: baseline start in points, size in points. */
export type GlyphRunPlacement = {
  x: number
  y: number
  size: number
  color: Color
  /** Thickens the outlines with a stroke (bold for a face that has no bold file). */
  syntheticBold?: boolean
}

/**
 * Draws glyphs that fontkit laid out with `fontkitOf(font)` at their baseline start, each
 * glyph where the shaper put it (offsets and adjusted advances in font units, scaled to
 * `size`). Glyphs that sit at their plain advance are shown together in one `Tj`; each
 * other glyph gets its own text position. Returns the run's width in points.
 */
export function drawGlyphRun(
  page: PDFPage,
  font: PDFFont,
  run: PlacedGlyphs,
  placement: GlyphRunPlacement,
): number {
  const { x, y, size, color } = placement
  const scale = size / fontkitOf(font).unitsPerEm
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(fontKey(page, font), size),
  ]
  if (placement.syntheticBold)
    operators.push(
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setStrokingColor(color),
      setLineWidth(size * SYNTHETIC_BOLD_STROKE),
    )
  let pen = x
  let pending: Glyph[] = []
  // Whether the next glyph may join `pending`: the last one had no offset and its advance
  // is the plain one the viewer applies by itself.
  let flowing = false
  const flush = () => {
    if (pending.length) operators.push(showText(encodeGlyphs(font, pending)))
    pending = []
  }
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!
    const plainSpot = position.xOffset === 0 && position.yOffset === 0
    if (!(flowing && plainSpot)) {
      flush()
      operators.push(
        setTextMatrix(1, 0, 0, 1, pen + position.xOffset * scale, y + position.yOffset * scale),
      )
    }
    pending.push(glyph)
    flowing = plainSpot && position.xAdvance === glyph.advanceWidth
    pen += position.xAdvance * scale
  })
  flush()
  operators.push(endText(), popGraphicsState())
  page.pushOperators(...operators)
  return pen - x
}
