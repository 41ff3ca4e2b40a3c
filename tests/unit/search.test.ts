import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs'
import {
  HIGHLIGHT_START as S,
  HIGHLIGHT_STOP as E,
  highlightSegments,
} from '@/lib/search/highlight'
import { MAX_QUERY_TERMS, prefixTsQuery, searchQuery, searchTerms } from '@/lib/search/query'
import { absoluteUrl } from '@/lib/site/url'

describe('search text', () => {
  it('keeps letters and digits of any script as lower-case words, nothing else', () => {
    expect(searchTerms("Parodontitis & Diabetes: 'HbA1c' <b>")).toEqual([
      'parodontitis',
      'diabetes',
      'hba1c',
      'b',
    ])
    expect(searchTerms('Zähne Ωμέγα 歯科')).toEqual(['zähne', 'ωμέγα', '歯科'])
    expect(searchTerms("'); drop table articles; --")).toEqual(['drop', 'table', 'articles'])
    expect(searchTerms('a '.repeat(40))).toHaveLength(MAX_QUERY_TERMS)
  })

  it('requires every word for matching and takes the last as a prefix', () => {
    expect(prefixTsQuery(['parodontitis', 'diab'], '&')).toBe("'parodontitis' & 'diab':*")
    expect(prefixTsQuery(['parodontitis', 'diab'], '|')).toBe("'parodontitis' | 'diab':*")
    expect(prefixTsQuery([], '&')).toBe('')
  })

  it('validates the query: trimmed, 1–200 characters, page 1–50, known locale and audience', () => {
    expect(searchQuery.parse({ q: '  Karies ', locale: 'en-US' })).toEqual({
      q: 'Karies',
      locale: 'en',
      page: 1,
    })
    expect(searchQuery.safeParse({ q: ' ' }).success).toBe(false)
    expect(searchQuery.safeParse({ q: 'x'.repeat(201) }).success).toBe(false)
    expect(searchQuery.safeParse({ q: 'x', page: '51' }).success).toBe(false)
    expect(searchQuery.safeParse({ q: 'x', audience: 'editor' }).success).toBe(false)
  })
})

describe('highlight segments', () => {
  it("splits ts_headline's markers into text and matches", () => {
    expect(highlightSegments(`Die ${S}Parodontitis${E} und ${S}Diabetes${E}`)).toEqual([
      { text: 'Die ', match: false },
      { text: 'Parodontitis', match: true },
      { text: ' und ', match: false },
      { text: 'Diabetes', match: true },
    ])
    expect(highlightSegments('<script>alert(1)</script>')).toEqual([
      { text: '<script>alert(1)</script>', match: false },
    ])
    expect(highlightSegments(`${S}offen`)).toEqual([{ text: 'offen', match: true }])
    expect(highlightSegments('')).toEqual([])
  })
})

describe('structured data helpers', () => {
  it('numbers breadcrumb steps from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Für Ärzte', url: 'https://j.example' },
      { name: 'Studien', url: 'https://j.example/category/studies' },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Für Ärzte', item: 'https://j.example' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Studien',
          item: 'https://j.example/category/studies',
        },
      ],
    })
  })

  it('makes paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://j.example', '/api/cms/media/file/a.jpg')).toBe(
      'https://j.example/api/cms/media/file/a.jpg',
    )
    expect(absoluteUrl('https://j.example', 'media/a.jpg')).toBe('https://j.example/media/a.jpg')
    expect(absoluteUrl('https://j.example', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    )
  })
})
