import type { Font, GlyphRun } from '@pdf-lib/fontkit'
import { rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'

import { consults, FONT_FACES, loadFont, type FontFace } from './fontFaces'
import { drawGlyphRun, fontkitOf, type PlacedGlyphs } from './glyphRun'
import { pdfFontkit } from './pdfFontkit'
import { textRuns, type TextRun } from './textRuns'

/**
 * One weight of the document's fonts. Widths are measured with the same faces, shaping
 * and positions that drawing uses, so text wrapped with `widthOfTextAtSize` fits as drawn.
 */
export type PdfTextStyle = {
  /** Width of `text` (one line) at `size` points, in points. */
  widthOfTextAtSize(text: string, size: number): number
  /**
   * Draws `text` as one line with its baseline starting at (`x`, `y`) in points;
   * `color` defaults to black. Never throws for any text (see `textRuns`).
   */
  drawText(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; color?: Color },
  ): void
}

type EmbeddedFace = { regular: PDFFont; bold: PDFFont; syntheticBold: boolean }

/** `fontkit.layout` with the arguments its type declaration leaves out (script, direction). */
type LayoutWithDirection = (
  text: string,
  features: undefined,
  script: undefined,
  language: undefined,
  direction: 'ltr' | 'rtl',
) => GlyphRun

/**
 * The glyphs of `run` shaped by fontkit, right-to-left runs reversed into drawing order.
 * Should the shaper fail on some sequence, the run is set unshaped (each character's own
 * glyph at its plain advance) rather than failing the document; the text itself is not
 * logged (it is a person's name or a title).
 */
function layout(font: PDFFont, run: TextRun): PlacedGlyphs {
  const fontkitFont = fontkitOf(font)
  const shape = fontkitFont.layout.bind(fontkitFont) as unknown as LayoutWithDirection
  try {
    return shape(run.text, undefined, undefined, undefined, run.rtl ? 'rtl' : 'ltr')
  } catch (error) {
    console.warn(`[pdf] shaping ${run.text.length} characters failed, set unshaped:`, error)
    const glyphs = fontkitFont.glyphsForString(run.text)
    if (run.rtl) glyphs.reverse()
    const positions = glyphs.map((glyph) => ({
      xAdvance: glyph.advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }))
    return { glyphs, positions }
  }
}

/** A run shaped: its glyphs and their width in em (points at a size of 1 point). */
type Shaped = { glyphs: PlacedGlyphs; em: number }

/** How many shaped texts each font keeps (the oldest go first). */
const SHAPED_PER_FONT = 1000

const shapedCache = new WeakMap<Font, Map<string, Shaped>>()

/**
 * `run` shaped in `font`, from a cache per font shared by every PDF of the process: the
 * fonts are parsed once (`loadFont`), and wrapping measures each line before drawing it,
 * while labels, headings and the recognition statement repeat in every certificate. Only
 * the glyphs and their positions are kept; each document adds the glyphs to its own
 * subset when it draws them.
 */
function shaped(font: PDFFont, run: TextRun): Shaped {
  const fontkitFont = fontkitOf(font)
  let cache = shapedCache.get(fontkitFont)
  if (!cache) shapedCache.set(fontkitFont, (cache = new Map()))
  const key = `${run.rtl ? 'rtl' : 'ltr'}:${run.text}`
  let result = cache.get(key)
  if (!result) {
    const glyphs = layout(font, run)
    const advance = glyphs.positions.reduce((sum, p) => sum + p.xAdvance, 0)
    result = { glyphs, em: advance / fontkitFont.unitsPerEm }
    if (cache.size >= SHAPED_PER_FONT) cache.delete(cache.keys().next().value!)
    cache.set(key, result)
  }
  return result
}

function style(faces: EmbeddedFace[], weight: 'regular' | 'bold'): PdfTextStyle {
  const fontOf = (face: number) => faces[face]![weight]
  const hasGlyph = (face: number, codePoint: number) =>
    fontkitOf(fontOf(face)).hasGlyphForCodePoint(codePoint)
  const runsOf = (text: string) =>
    textRuns(text, faces.length, hasGlyph).map((run) => ({
      run,
      ...shaped(fontOf(run.face), run),
    }))
  return {
    widthOfTextAtSize(text, size) {
      return runsOf(text).reduce((sum, { em }) => sum + em * size, 0)
    },
    drawText(page, text, { x, y, size, color = rgb(0, 0, 0) }) {
      let pen = x
      for (const { run, glyphs } of runsOf(text)) {
        const font = fontOf(run.face)
        const syntheticBold = weight === 'bold' && faces[run.face]!.syntheticBold
        pen += drawGlyphRun(page, font, glyphs, { x: pen, y, size, color, syntheticBold })
      }
    },
  }
}

/**
 * The faces of `FONT_FACES` that `texts` need: the first, always, and for each other
 * character the first face that has it. A face limited to some scripts (`only`) is read
 * only when a text has a character in them that no face before it has.
 */
async function facesFor(texts: Iterable<string>): Promise<FontFace[]> {
  const needed = new Set<number>([0])
  const primary = (await loadFont(FONT_FACES[0]!.regular)).font
  for (const text of texts)
    for (const char of text) {
      const codePoint = char.codePointAt(0)!
      if (primary.hasGlyphForCodePoint(codePoint)) continue
      for (const [index, face] of FONT_FACES.entries()) {
        if (index === 0 || !consults(face, codePoint)) continue
        if ((await loadFont(face.regular)).font.hasGlyphForCodePoint(codePoint)) {
          needed.add(index)
          break
        }
      }
    }
  return FONT_FACES.filter((_, index) => needed.has(index))
}

/**
 * Embeds into `pdf` the Unicode fonts that `texts` (every string the document will draw)
 * need, as subsets of the Noto faces in `fontFaces.ts`, and returns a regular and a bold
 * style to measure and draw with. A character that no embedded face has is drawn as
 * `PLACEHOLDER`, so text left out of `texts` still draws, only less completely.
 * Shaping is fontkit's: Arabic letters join and take their contextual forms, Devanagari
 * conjuncts and vowel signs are formed, marks sit where the font puts them; the limits of
 * right-to-left text are those of `textRuns`. Faces without a bold file (Chinese,
 * Korean) draw bold by thickening the regular outlines. Rejects only when a font file
 * cannot be read.
 */
export async function embedUnicodeFonts(
  pdf: PDFDocument,
  texts: Iterable<string | null | undefined>,
): Promise<{ regular: PdfTextStyle; bold: PdfTextStyle }> {
  pdf.registerFontkit(pdfFontkit)
  const strings = [...texts].filter((text): text is string => typeof text === 'string')
  const faces: EmbeddedFace[] = []
  for (const face of await facesFor(strings)) {
    const regular = await pdf.embedFont((await loadFont(face.regular)).bytes, { subset: true })
    const bold = face.bold
      ? await pdf.embedFont((await loadFont(face.bold)).bytes, { subset: true })
      : regular
    faces.push({ regular, bold, syntheticBold: !face.bold })
  }
  return { regular: style(faces, 'regular'), bold: style(faces, 'bold') }
}
