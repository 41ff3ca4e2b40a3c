import { describe, expect, it } from 'vitest'

import {
  apaCitation,
  bibtexCitation,
  citedName,
  risCitation,
  vancouverCitation,
  type CitedArticle,
} from '@/lib/articles/articleCitation'

const article: CitedArticle = {
  id: 42,
  title: 'Implantatplanung Schritt für Schritt: vom Befund zur Position',
  authorName: 'Prof. Dr. med. dent. Miriam Lechner',
  publishedAt: '2026-03-04T08:00:00.000Z',
  url: 'https://journal.example/article/42',
  journal: 'Dentaljournal',
  language: 'de',
}

describe('citations of an article', () => {
  it('leaves academic titles out of the name and splits family from given names', () => {
    expect(citedName(article.authorName)).toEqual({ family: 'Lechner', given: ['Miriam'] })
    expect(citedName('Priv.-Doz. Dr. med. dent. Hans-Peter Reinhardt')).toEqual({
      family: 'Reinhardt',
      given: ['Hans-Peter'],
    })
    expect(citedName('Redaktion')).toEqual({ family: 'Redaktion', given: [] })
  })

  it('writes APA 7 and Vancouver text', () => {
    expect(apaCitation(article)).toBe(
      'Lechner, M. (2026). Implantatplanung Schritt für Schritt: vom Befund zur Position. Dentaljournal. https://journal.example/article/42',
    )
    expect(vancouverCitation(article)).toBe(
      'Lechner M. Implantatplanung Schritt für Schritt: vom Befund zur Position. Dentaljournal [Internet]. 2026. Available from: https://journal.example/article/42',
    )
    const hyphen = { ...article, authorName: 'Dr. Hans-Peter Reinhardt', publishedAt: null }
    expect(apaCitation(hyphen)).toMatch(/^Reinhardt, H\.-P\. \(n\.d\.\)\. /)
    expect(vancouverCitation(hyphen)).toMatch(/^Reinhardt HP\. .*\[Internet\]\. Available from/)
  })

  it('writes a BibTeX entry with escaped special characters', () => {
    const entry = bibtexCitation({ ...article, title: 'Kosten & Nutzen: 50 % {weniger} \\ mehr' })
    expect(entry).toBe(
      [
        '@article{dentaljournal-42,',
        '  author = {Lechner, Miriam},',
        '  title = {{Kosten \\& Nutzen: 50 \\% \\{weniger\\} \\textbackslash{} mehr}},',
        '  journal = {Dentaljournal},',
        '  year = {2026},',
        '  month = {3},',
        '  url = {https://journal.example/article/42},',
        '  language = {de}',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('writes a RIS record, one field per line, even when the title has a line break', () => {
    const record = risCitation({ ...article, title: 'Zeile eins\nZeile zwei' })
    expect(record.split('\r\n')).toEqual([
      'TY  - JOUR',
      'AU  - Lechner, Miriam',
      'TI  - Zeile eins Zeile zwei',
      'JO  - Dentaljournal',
      'PY  - 2026',
      'DA  - 2026/03/04/',
      'UR  - https://journal.example/article/42',
      'LA  - de',
      'ER  - ',
      '',
    ])
  })
})
