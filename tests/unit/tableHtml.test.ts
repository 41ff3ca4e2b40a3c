import { describe, expect, it } from 'vitest'

import { lexicalToHtml, type EditorState } from '@/lib/richtext/convert'
import { sanitizeRichTextHtml } from '@/lib/richtext/sanitize'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const paragraph = (value: string) => ({ type: 'paragraph', version: 1, children: [text(value)] })
const cell = (value: string, headerState: unknown = 0, extra: object = {}) => ({
  type: 'tablecell',
  headerState,
  version: 1,
  children: [paragraph(value)],
  ...extra,
})
const row = (...cells: object[]) => ({ type: 'tablerow', version: 1, children: cells })
const doc = (...children: object[]) =>
  ({ root: { type: 'root', version: 1, children } }) as unknown as EditorState

/** A results table: header row, a header column (state 2), the corner cell in both (3). */
const results = {
  type: 'table',
  version: 1,
  children: [
    row(cell('Gruppe', 3), cell('n', 1), cell('Attachmentgewinn (mm)', 1)),
    row(cell('Test', 2), cell('42'), cell('1,2')),
    row(cell('Kontrolle', 2), cell('40', 0, { colSpan: 2 })),
  ],
}

describe('tables for readers (article bodies and static pages)', () => {
  it('puts a header row in <thead> with column scope and a header column with row scope', () => {
    const html = lexicalToHtml(doc(results))
    expect(html).toContain('<thead><tr><th scope="col">')
    expect(html).toMatch(/<th scope="col"><p>Attachmentgewinn \(mm\)<\/p><\/th>/)
    expect(html).toMatch(/<tbody><tr><th scope="row"><p>Test<\/p><\/th><td><p>42<\/p><\/td>/)
    expect(html).toContain('<td colspan="2"><p>40</p></td>')
    // Lexical's inline borders and colours are left to the stylesheet
    expect(html).not.toContain('style=')
  })

  it('scrolls inside a labelled, focusable region instead of widening the page', () => {
    const html = lexicalToHtml(doc(results))
    expect(html).toMatch(/^<div class="rt-table" [^>]*>/)
    const region = html.match(/^<div [^>]*>/)![0]
    for (const attribute of ['role="region"', 'tabindex="0"', 'aria-label="Tabelle"'])
      expect(region).toContain(attribute)
  })

  it('takes a "Tabelle N" paragraph right before a table as its caption', () => {
    const html = lexicalToHtml(
      doc(paragraph('Einleitung'), paragraph('Tabelle 1: Ergebnisse nach 12 Monaten'), results),
    )
    expect(html).toContain('<p>Einleitung</p>')
    expect(html).toContain('<caption>Tabelle 1: Ergebnisse nach 12 Monaten</caption>')
    expect(html).toContain('aria-label="Tabelle 1: Ergebnisse nach 12 Monaten"')
    expect(html.match(/Ergebnisse nach 12 Monaten/g)).toHaveLength(2)
    // any other paragraph stays a paragraph
    expect(lexicalToHtml(doc(paragraph('Siehe unten'), results))).toContain('<p>Siehe unten</p>')
  })

  it('writes no stored value into an attribute unchecked', () => {
    const hostile = '1" onmouseover="alert(1)" x="'
    const html = lexicalToHtml(
      doc(paragraph('Tabelle 2: " onclick="alert(1)" <img src=x>'), {
        type: 'table',
        version: 1,
        children: [row(cell('a', hostile, { colSpan: hostile, rowSpan: '2" onclick="x' }))],
      }),
    )
    // no element or attribute of the attacker's: handlers inside a tag, an <img> element
    expect(html).not.toContain('onmouseover')
    const region = html.match(/^<div [^>]*>/)![0]
    expect(region).not.toContain('" onclick="')
    expect(region).toContain('&quot; onclick=&quot;alert(1)&quot;')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img')
    expect(html).toContain('<td><p>a</p></td>')
  })

  it('keeps a region only as the table converter writes it', () => {
    expect(sanitizeRichTextHtml('<div role="button" tabindex="-1" onclick="x">a</div>')).toBe(
      '<div>a</div>',
    )
    expect(
      sanitizeRichTextHtml('<table><caption>c</caption><tr><th scope="col">h</th></tr></table>'),
    ).toContain('<caption>c</caption>')
  })
})
