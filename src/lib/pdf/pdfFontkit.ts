// @pdf-lib/fontkit's shapers for Devanagari and the other Indic and complex scripts run
// Babel's generator runtime, which the package expects as a global `regeneratorRuntime`
// and never imports itself: without this import, laying out Hindi text throws a
// ReferenceError. The import puts the runtime on `globalThis`.
import 'regenerator-runtime/runtime.js'

import fontkit, { type Font } from '@pdf-lib/fontkit'

/** The parts of fontkit's TrueType subset (1.1.1) that the glyph padding below touches. */
type TrueTypeSubset = {
  _addGlyph(glyphId: number): number
  glyf: Uint8Array[]
  offset: number
}

/** Fontkit's own Buffer class (a bundled copy): its encoder accepts no other byte arrays. */
type FontkitBytes = {
  concat(list: Uint8Array[]): Uint8Array
  alloc(size: number): Uint8Array
}

/**
 * Makes every glyph of a subset an even number of bytes long. The subset writes the short
 * `loca` format (offsets stored halved) whenever its glyph data is small, but copies each
 * glyph as it is in the original font; fonts built by current tools (Noto Sans, Noto Sans
 * SC) store glyphs of odd length, so every offset after the first such glyph pointed one
 * byte off and viewers drew nothing or broken shapes. One zero byte after an odd glyph
 * keeps the offsets exact; the font's other data stays as it was.
 */
function padGlyphs(subset: TrueTypeSubset): void {
  const addGlyph = subset._addGlyph.bind(subset)
  subset._addGlyph = (glyphId) => {
    const index = addGlyph(glyphId)
    const data = subset.glyf[index]
    if (data && data.length % 2 === 1) {
      const Bytes = data.constructor as unknown as FontkitBytes
      subset.glyf[index] = Bytes.concat([data, Bytes.alloc(1)])
      subset.offset += 1
    }
    return index
  }
}

/**
 * Keeps glyphs that fontkit makes without knowing their characters (the parts of a
 * composite glyph, read while a subset is written) out of its glyph cache. Fontkit keeps
 * the characters a glyph was first made with, and pdf-lib writes them into the PDF's text
 * layer: once the `S` inside `Ş` had been cached without them, every later PDF of the
 * process lost its `S` when copied or searched. Made again when asked with characters,
 * the glyph gets them.
 */
function forgetGlyphsWithoutCharacters(font: Font): void {
  const cache = (font as unknown as { _glyphs: Record<number, unknown> })._glyphs
  const getGlyph = font.getGlyph.bind(font)
  font.getGlyph = (glyphId, codePoints = []) => {
    const known = glyphId in cache
    const glyph = getGlyph(glyphId, codePoints)
    if (!known && codePoints.length === 0) delete cache[glyphId]
    return glyph
  }
}

const parsed = new WeakMap<Uint8Array, Font>()

/**
 * The font in `bytes` (a TrueType file), parsed once per byte array for the life of the
 * process: pass the same cached array (see `fontFaces.ts`) and every PDF shares one parse
 * (its first layout reads the font's shaping tables, 50-250 ms for Noto Sans). Its glyphs
 * keep their characters (see `forgetGlyphsWithoutCharacters`) and its subsets have their
 * glyphs padded (see `padGlyphs`). Throws when the bytes are not a font fontkit reads.
 */
export function parseFont(bytes: Uint8Array): Font {
  const known = parsed.get(bytes)
  if (known) return known
  const font = fontkit.create(bytes)
  forgetGlyphsWithoutCharacters(font)
  const createSubset = font.createSubset.bind(font)
  font.createSubset = () => {
    const subset = createSubset()
    const trueType = subset as unknown as Partial<TrueTypeSubset>
    if (typeof trueType._addGlyph === 'function') padGlyphs(subset as unknown as TrueTypeSubset)
    return subset
  }
  parsed.set(bytes, font)
  return font
}

/** What `pdf.registerFontkit` takes: fontkit with the cached, padded parse above. */
export const pdfFontkit = { create: parseFont }
