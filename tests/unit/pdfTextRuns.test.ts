import { describe, expect, it } from 'vitest'

import { PLACEHOLDER, textRuns } from '@/lib/pdf/textRuns'
import { fitText, wrapText } from '@/lib/pdf/wrapText'

/*
 * How a line is split between the faces of the PDF fallback chain, and how text is
 * wrapped and cut with a measure of its drawn width.
 */

/** Three stand-in faces: Latin (with combining accents and the placeholder), Arabic, Chinese. */
const LATIN = 0
const ARABIC = 1
const CHINESE = 2
const covers = (face: number, codePoint: number) => {
  const char = String.fromCodePoint(codePoint)
  const common = /[\s\p{P}0-9]/u.test(char)
  if (face === LATIN)
    return common || /\p{Script=Latin}|[\u0300-\u036F]/u.test(char) || char === PLACEHOLDER
  if (face === ARABIC) return common || /\p{Script_Extensions=Arabic}/u.test(char)
  return common || /\p{Script=Han}/u.test(char)
}
const runs = (text: string) => textRuns(text, 3, covers)

describe('textRuns', () => {
  it('keeps Latin text in the first face, accents included', () => {
    expect(runs('Łukasz Wróbel, Jiří')).toEqual([
      { text: 'Łukasz Wróbel, Jiří', face: LATIN, rtl: false },
    ])
    // A combining accent stays with its letter.
    expect(runs('Jir\u030Ci')).toEqual([{ text: 'Jir\u030Ci', face: LATIN, rtl: false }])
  })

  it('sets Arabic words with the spaces between them as one right-to-left run', () => {
    expect(runs('Dr. محمد علي, Kairo')).toEqual([
      { text: 'Dr. ', face: LATIN, rtl: false },
      { text: 'محمد علي', face: ARABIC, rtl: true },
      { text: ', ', face: ARABIC, rtl: false },
      { text: 'Kairo', face: LATIN, rtl: false },
    ])
    // A vowel mark at the end of a word stays on its letter.
    expect(runs('محمدٌ')).toEqual([{ text: 'محمدٌ', face: ARABIC, rtl: true }])
  })

  it('keeps numbers in reading order inside Arabic text', () => {
    expect(runs('محمد ١٢٣')).toEqual([
      { text: 'محمد', face: ARABIC, rtl: true },
      { text: ' ١٢٣', face: ARABIC, rtl: false },
    ])
    expect(runs('محمد 2024')).toEqual([
      { text: 'محمد', face: ARABIC, rtl: true },
      { text: ' ', face: ARABIC, rtl: false },
      { text: '2024', face: LATIN, rtl: false },
    ])
  })

  it('puts Chinese in its face and Latin after it back in the first', () => {
    expect(runs('王小明 Wang')).toEqual([
      { text: '王小明 ', face: CHINESE, rtl: false },
      { text: 'Wang', face: LATIN, rtl: false },
    ])
  })

  it('prints one placeholder per character no face has, and drops invisible ones', () => {
    // 🦷, then 👍 with a skin-tone modifier, then a family joined from three emoji.
    expect(runs('Anna 🦷👍🏽 👨\u200D👩\u200D👧')).toEqual([
      { text: `Anna ${PLACEHOLDER}${PLACEHOLDER} ${PLACEHOLDER}`, face: LATIN, rtl: false },
    ])
    // A variation selector no face has is invisible; so is a bell; a tab is a space.
    expect(runs('a\uFE0F\tb\u0007')).toEqual([{ text: 'a b', face: LATIN, rtl: false }])
    expect(runs('')).toEqual([])
  })
})

describe('wrapText and fitText', () => {
  // One point per character: easy to reason about.
  const measure = (text: string) => [...text].length

  it('breaks at spaces and keeps paragraphs', () => {
    expect(wrapText('eins zwei drei\nvier', 9, measure)).toEqual(['eins zwei', 'drei', 'vier'])
    expect(wrapText('', 9, measure)).toEqual([])
  })

  it('breaks a word wider than the line between characters (Chinese has no spaces)', () => {
    expect(wrapText('牙周炎的诊断与治疗 ok', 4, measure)).toEqual(['牙周炎的', '诊断与治', '疗 ok'])
    // Accented letters (base and combining mark) are never split.
    expect(wrapText('e\u0301e\u0301e\u0301', 2, measure)).toEqual(['e\u0301', 'e\u0301', 'e\u0301'])
  })

  it('cuts with an ellipsis only when the text is too wide', () => {
    expect(fitText('Parodontitis', 20, measure)).toBe('Parodontitis')
    expect(fitText('Parodontitis', 6, measure)).toBe('Parod…')
    expect(fitText('王小明王小明', 4, measure)).toBe('王小明…')
  })
})
