import { describe, expect, it } from 'vitest'

import { lexicalToHtml, previewOf, type EditorState } from '@/lib/richtext/convert'

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (t: string) => ({ type: 'paragraph', children: t ? [text(t)] : [], direction: null, format: '', indent: 0, version: 1, textFormat: 0, textStyle: '' })
const heading = (t: string) => ({ type: 'heading', tag: 'h2', children: [text(t)], direction: null, format: '', indent: 0, version: 1 })
const state = (...children: object[]) => ({ root: { type: 'root', children, direction: null, format: '', indent: 0, version: 1 } }) as unknown as EditorState

describe('free preview of a premium body (DESIGN §5: first two paragraphs)', () => {
  it('keeps exactly the first two paragraphs and drops the rest', () => {
    const preview = previewOf(state(paragraph('Eins'), paragraph('Zwei'), heading('Mehr'), paragraph('Drei')))
    const html = lexicalToHtml(preview)
    expect(html).toContain('Eins')
    expect(html).toContain('Zwei')
    expect(html).not.toContain('Mehr')
    expect(html).not.toContain('Drei')
  })
  it('keeps a heading that comes before the second paragraph and skips empty paragraphs in the count', () => {
    const preview = previewOf(state(heading('Titel'), paragraph('Eins'), paragraph(''), paragraph('Zwei'), paragraph('Drei')))
    expect(preview.root.children).toHaveLength(4)
    expect(lexicalToHtml(preview)).not.toContain('Drei')
  })
  it('returns the whole body when it has fewer paragraphs', () => {
    expect(previewOf(state(paragraph('Nur einer'))).root.children).toHaveLength(1)
  })
})
