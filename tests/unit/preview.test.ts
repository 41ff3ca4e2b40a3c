import { describe, expect, it } from 'vitest'

import { lexicalToHtml, previewOf, type EditorState } from '@/lib/richtext/convert'

const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (t: string) => ({
  type: 'paragraph',
  children: t ? [text(t)] : [],
  direction: null,
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
})
const heading = (t: string) => ({
  type: 'heading',
  tag: 'h2',
  children: [text(t)],
  direction: null,
  format: '',
  indent: 0,
  version: 1,
})
const list = (...items: string[]) => ({
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((t, i) => ({
    type: 'listitem',
    value: i + 1,
    children: [text(t)],
    direction: null,
    format: '',
    indent: 0,
    version: 1,
  })),
  direction: null,
  format: '',
  indent: 0,
  version: 1,
})
const state = (...children: object[]) =>
  ({
    root: { type: 'root', children, direction: null, format: '', indent: 0, version: 1 },
  }) as unknown as EditorState
const words = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${tag}${i}`).join(' ')

describe('free preview of a premium body (first two paragraphs)', () => {
  it('keeps exactly the first two paragraphs and drops the rest', () => {
    const preview = previewOf(
      state(
        paragraph(words('eins', 10)),
        paragraph(words('zwei', 10)),
        heading('Mehr'),
        paragraph(words('drei', 30)),
        paragraph(words('vier', 30)),
      ),
    )
    const html = lexicalToHtml(preview)
    expect(html).toContain('eins0')
    expect(html).toContain('zwei9')
    expect(html).not.toContain('Mehr')
    expect(html).not.toContain('drei')
  })
  it('never shows headings, lists or empty paragraphs', () => {
    const preview = previewOf(
      state(
        heading('Titel'),
        list('Punkt A', 'Punkt B'),
        paragraph(words('a', 10)),
        paragraph(''),
        paragraph(words('b', 10)),
        paragraph(words('c', 60)),
      ),
    )
    const html = lexicalToHtml(preview)
    expect(preview.root.children.map((n) => n.type)).toEqual(['paragraph', 'paragraph'])
    expect(html).not.toContain('Titel')
    expect(html).not.toContain('Punkt')
  })
  it('shows at most 30 % of the words, so a short body is not given away', () => {
    expect(previewOf(state(paragraph(words('x', 100)))).root.children).toHaveLength(0)
    const two = previewOf(
      state(paragraph(words('a', 20)), paragraph(words('b', 20)), paragraph(words('c', 60))),
    )
    expect(two.root.children).toHaveLength(1)
  })
  it('keeps nothing from a body made only of a list', () => {
    expect(previewOf(state(list('eins', 'zwei', 'drei'))).root.children).toHaveLength(0)
  })
})
