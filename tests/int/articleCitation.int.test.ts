import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as citation } from '@/app/api/articles/[id]/citation/route'

import { testPayload } from './helpers/payload'

/*
 * The citation files of an article ("Zitieren"): BibTeX and RIS from its metadata, as a
 * download, for published articles only.
 */

let payload: Payload
let article: { id: number; title: string; authorName: string }

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    locale: 'de',
    limit: 1,
    depth: 0,
  })
  article = docs[0] as never
})

const get = (id: string, query: string) =>
  citation(new Request(`http://localhost/api/articles/${id}/citation?${query}`), {
    params: Promise.resolve({ id }),
  } as never)

describe('article citation files', () => {
  it('serves BibTeX and RIS of a published article as downloads', async () => {
    const bib = await get(String(article.id), 'format=bibtex&locale=de')
    expect(bib.status).toBe(200)
    expect(bib.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8')
    expect(bib.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename=".+-${article.id}\\.bib"$`),
    )
    const entry = await bib.text()
    expect(entry).toMatch(new RegExp(`^@article\\{.+-${article.id},\\n`))
    expect(entry).toContain(`  url = {http`)
    expect(entry).toContain(`/article/${article.id}}`)
    expect(entry).toContain('  language = {de}')

    const ris = await get(String(article.id), 'format=ris&locale=en')
    expect(ris.status).toBe(200)
    expect(ris.headers.get('content-type')).toBe(
      'application/x-research-info-systems; charset=utf-8',
    )
    const record = (await ris.text()).split('\r\n')
    expect(record[0]).toBe('TY  - JOUR')
    expect(record.find((l) => l.startsWith('UR  - '))).toMatch(/\/en\/article\/\d+$/)
    expect(record.at(-2)).toBe('ER  - ')
  })

  it('answers 404 for an unknown article and 400 for another format', async () => {
    expect((await get('999999', 'format=ris')).status).toBe(404)
    const wrong = await get(String(article.id), 'format=docx')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'invalid_query' })
  })
})
