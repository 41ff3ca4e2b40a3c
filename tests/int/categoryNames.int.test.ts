import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fillCategoryNames } from '@/lib/categories/names'
import { findCategories } from '@/lib/categories/reads'

import { testPayload } from './helpers/payload'

let payload: Payload
const catalogue = (code: string) =>
  JSON.parse(readFileSync(`messages/${code}.json`, 'utf8')) as {
    Taxonomy?: { categories?: Record<string, string> }
  }

beforeAll(async () => {
  payload = await testPayload()
})

describe('category names in every language', () => {
  it('are filled in at start from each language catalogue', async () => {
    // The test database was prepared like every start: migrations, demo seed, then the fill.
    for (const code of ['en', 'ja', 'tr', 'ar']) {
      const names = catalogue(code).Taxonomy?.categories
      expect(names, code).toBeDefined()
      const studies = (await findCategories(payload, code as 'en')).find(
        (c) => c.slugEn === 'studies',
      )
      expect(studies?.displayName, code).toBe(names!.studies)
    }
    expect(
      (await findCategories(payload, 'de')).find((c) => c.slugEn === 'studies')?.displayName,
    ).toBe('Studien aktuell')
  })

  it('never overwrite a name an editor stored', async () => {
    const [category] = (await findCategories(payload, 'de')).filter((c) => c.slugEn === 'studies')
    const { docs } = await payload.find({
      collection: 'categories',
      where: { slugEn: { equals: category!.slugEn } },
      overrideAccess: true,
    })
    const id = docs[0]!.id
    const before = (await findCategories(payload, 'fr')).find((c) => c.slugEn === 'studies')
    await payload.update({
      collection: 'categories',
      id,
      locale: 'fr',
      data: { displayName: 'Études récentes (rédaction)' },
      overrideAccess: true,
    })
    try {
      expect(await fillCategoryNames(payload)).toBe(0)
      const after = (await findCategories(payload, 'fr')).find((c) => c.slugEn === 'studies')
      expect(after?.displayName).toBe('Études récentes (rédaction)')
    } finally {
      await payload.update({
        collection: 'categories',
        id,
        locale: 'fr',
        data: { displayName: before!.displayName },
        overrideAccess: true,
      })
    }
  })
})
