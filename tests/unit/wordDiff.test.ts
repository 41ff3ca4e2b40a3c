import { describe, expect, it } from 'vitest'

import { richTextBlocks } from '@/lib/richtext/plainBlocks'
import { diffCounts, shortenUnchanged, wordDiff } from '@/lib/richtext/wordDiff'

const text = (value: string) => ({ type: 'text', text: value, format: 0 })
const node = (type: string, children: unknown[], extra: object = {}) => ({
  type,
  children,
  ...extra,
})
const value = (...children: unknown[]) => ({ root: node('root', children) })

describe("the version view's word diff of a rich text", () => {
  it('reads paragraphs, headings, list items, table rows and images as blocks of words', () => {
    const body = value(
      node('heading', [text('Ergebnisse')], { tag: 'h2' }),
      node('paragraph', [text('Ein '), node('link', [text('Link')]), text(' im Satz.')]),
      node('list', [
        node('listitem', [text('Erstens')]),
        node('listitem', [node('list', [node('listitem', [text('Unterpunkt')])])]),
      ]),
      node('table', [
        node('tablerow', [
          node('tablecell', [node('paragraph', [text('Gruppe')])]),
          node('tablecell', [node('paragraph', [text('n')])]),
        ]),
      ]),
      { type: 'upload', value: { id: 7, filename: 'roentgen.webp' } },
      node('paragraph', []),
    )
    expect(richTextBlocks(body)).toEqual([
      'Ergebnisse',
      'Ein Link im Satz.',
      '• Erstens',
      '• Unterpunkt',
      'Gruppe | n',
      '[Bild: roentgen.webp]',
    ])
    expect(richTextBlocks(null)).toEqual([])
  })

  it('marks a changed word as removed and added, never as changed letters', () => {
    const parts = wordDiff('Fluorid schützt den Zahnschmelz.', 'Fluorid härtet den Zahnschmelz.')
    expect(parts).toEqual([
      { kind: 'same', text: 'Fluorid ' },
      { kind: 'removed', text: 'schützt' },
      { kind: 'added', text: 'härtet' },
      { kind: 'same', text: ' den Zahnschmelz.' },
    ])
    expect(diffCounts(parts)).toEqual({ added: 1, removed: 1 })
  })

  it('shortens long unchanged stretches around a change, keeping its context', () => {
    const words = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `w${from + i}`).join(' ')
    const before = `${words(0, 50)} alt ${words(50, 100)}`
    const after = `${words(0, 50)} neu ${words(50, 100)}`
    const short = shortenUnchanged(wordDiff(before, after), 3)
    const shown = short.map((p) => (p.kind === 'same' ? p.text : `[${p.kind}:${p.text}]`)).join('')
    expect(shown).toBe('… w47 w48 w49 [removed:alt][added:neu] w50 w51 w52 …')
  })

  it('leaves a diff without changes as it is', () => {
    const same = wordDiff('Gleicher Text.', 'Gleicher Text.')
    expect(shortenUnchanged(same)).toEqual([{ kind: 'same', text: 'Gleicher Text.' }])
    expect(diffCounts(same)).toEqual({ added: 0, removed: 0 })
  })
})
