import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSeedArticles } from '../../scripts/seed/content'
import { DEMO_ACCOUNTS } from '../../scripts/seed/demoAccounts'
import { loadArticleTranslations } from '../../scripts/seed/translations'
import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seeded translations', () => {
  it('stores each translated article as a reviewed, published language version', async () => {
    const translations = loadArticleTranslations(loadSeedArticles())
    const english = translations.find((t) => t.locale === 'en')!
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: english.slug } },
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    const doc = docs[0]!
    expect(doc).toMatchObject({
      title: english.title,
      abstract: english.abstract,
      keywords: english.keywords,
      translationOrigin: 'reviewed',
      // The seed saves it as the demo editor marking it reviewed: the server records them.
      translationReviewerName: `${DEMO_ACCOUNTS.editor.firstName} ${DEMO_ACCOUNTS.editor.lastName}`,
      translationReviewedAt: expect.any(String),
      translationProvider: null,
      metaTitle: english.title,
      _status: 'published',
    })
    const german = await payload.findByID({
      collection: 'articles',
      id: doc.id,
      locale: 'de',
      depth: 0,
      overrideAccess: true,
    })
    expect(german.title).not.toBe(english.title)
    expect(german.translationOrigin).toBe('original')
    // Every committed translation is in the database.
    for (const t of translations) {
      const found = await payload.find({
        collection: 'articles',
        where: { slug: { equals: t.slug } },
        locale: t.locale as 'en',
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
        select: { title: true },
      })
      expect(found.docs[0]?.title, `${t.locale}/${t.slug}`).toBe(t.title)
    }
  })

  it('stores a machine translation as one: not reviewed, with its translator', async () => {
    const french = loadArticleTranslations(loadSeedArticles()).find((t) => t.locale === 'fr')!
    expect(french.machineTranslatedBy).toBe('llm')
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: french.slug } },
      locale: 'fr',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      title: french.title,
      translationOrigin: 'machine',
      translationProvider: 'llm',
      translationReviewerName: null,
      _status: 'published',
    })
  })
})
