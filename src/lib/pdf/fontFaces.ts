import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Font } from '@pdf-lib/fontkit'

import { parseFont } from './pdfFontkit'

/** A code point range, both ends included. */
type Range = readonly [first: number, last: number]

/**
 * The font files (Noto, SIL Open Font License, see `fonts/OFL.txt` beside this module),
 * read at run time from the project folder the server runs in: Next compiles this module
 * into `.next`, so a path relative to the module would not lead there.
 */
const FONT_DIR = path.join(process.cwd(), 'src', 'lib', 'pdf', 'fonts')

/**
 * One typeface of the PDF fallback chain: its regular file and, when there is one, its
 * bold file (without one, bold is drawn from the regular outlines with a stroke); file
 * names in `FONT_DIR`.
 */
export type FontFace = {
  name: string
  regular: string
  bold: string | null
  /**
   * The code points this face is looked at for. Set for the large faces (the Chinese
   * file is 10 MB) so that their files are read only for text in their scripts, never
   * for an emoji or a letter that no face has.
   */
  only?: readonly Range[]
}

/** Han, kana, CJK punctuation and compatibility forms, full-width forms. */
const CJK: readonly Range[] = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x31ff],
  [0x3200, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3ffff],
]

/** Hangul (jamo, compatibility jamo, syllables) besides the ranges above. */
const KOREAN: readonly Range[] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
  ...CJK,
]

/**
 * The fallback chain, in order: each character is set in the first face that has a glyph
 * for it. Noto Sans covers Latin (Western, Central European, Turkish, Baltic, Vietnamese),
 * Greek, Cyrillic and Devanagari and has the placeholder for characters no face has; the
 * Arabic face covers Persian and Urdu letters too. Noto Sans SC has simplified and
 * traditional Han and Japanese kana, so Japanese text gets Chinese glyph shapes for the
 * few characters the two write differently; Noto Sans KR adds Hangul.
 */
export const FONT_FACES: readonly FontFace[] = [
  {
    name: 'Noto Sans',
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
  },
  {
    name: 'Noto Sans Arabic',
    regular: 'NotoSansArabic-Regular.ttf',
    bold: 'NotoSansArabic-Bold.ttf',
  },
  {
    name: 'Noto Sans Hebrew',
    regular: 'NotoSansHebrew-Regular.ttf',
    bold: 'NotoSansHebrew-Bold.ttf',
  },
  {
    name: 'Noto Sans Thai',
    regular: 'NotoSansThai-Regular.ttf',
    bold: 'NotoSansThai-Bold.ttf',
  },
  {
    name: 'Noto Sans SC',
    regular: 'NotoSansSC-Regular.ttf',
    bold: null,
    only: CJK,
  },
  {
    name: 'Noto Sans KR',
    regular: 'NotoSansKR-Regular.ttf',
    bold: null,
    only: KOREAN,
  },
]

/** True when `face` is looked at for `codePoint` (see `FontFace.only`). */
export function consults(face: FontFace, codePoint: number): boolean {
  return !face.only || face.only.some(([first, last]) => codePoint >= first && codePoint <= last)
}

/** A font file read and parsed: the bytes pdf-lib embeds and fontkit's view of them. */
export type LoadedFont = { bytes: Uint8Array; font: Font }

const loading = new Map<string, Promise<LoadedFont>>()
const loaded = new Map<string, LoadedFont>()

/**
 * The font file `file` (a name in `FONT_DIR`), read and parsed once per process (both kept
 * for its life: the bytes are what every PDF embeds a subset of). Concurrent callers share
 * one read; a failed read is forgotten, so the next call tries again. Rejects when the
 * file is missing or not a font.
 */
export function loadFont(file: string): Promise<LoadedFont> {
  const ready = loaded.get(file)
  if (ready) return Promise.resolve(ready)
  let pending = loading.get(file)
  if (!pending) {
    pending = readFile(path.join(FONT_DIR, file)).then((buffer) => {
      const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
      const result = { bytes, font: parseFont(bytes) }
      loaded.set(file, result)
      return result
    })
    pending.catch(() => undefined).finally(() => loading.delete(file))
    loading.set(file, pending)
  }
  return pending
}
