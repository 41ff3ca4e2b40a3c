// Sets up what Next's server provides before its modules load (AsyncLocalStorage on the
// global), as `next start` does, so unstable_cache runs here as it does in the app.
import 'next/dist/server/node-environment-baseline'

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql } from '@/lib/db/executor'
import { getStaticPage } from '@/lib/pages/queries'
import { findStaticPage } from '@/lib/pages/reads'

import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('static pages: German, English, and English for languages without their own text', () => {
  it('renders the four static pages in German and English, and English for other languages', async () => {
    const germanTitles = { about: 'Über Dentaljournal', imprint: 'Impressum' } as const
    for (const slug of ['about', 'imprint', 'privacy', 'terms'] as const) {
      const de = await findStaticPage(payload, slug, 'de')
      const en = await findStaticPage(payload, slug, 'en')
      const ja = await findStaticPage(payload, slug, 'ja')
      expect(de?.html.length, slug).toBeGreaterThan(500)
      expect([de?.lang, en?.lang, ja?.lang], slug).toEqual(['de', 'en', 'en'])
      expect(de?.languages, slug).toEqual(['de', 'en'])
      expect(de?.title, slug).not.toBe(en?.title)
      expect(ja, slug).toEqual(en)
    }
    expect((await findStaticPage(payload, 'about', 'de'))?.title).toBe(germanTitles.about)
    expect((await findStaticPage(payload, 'imprint', 'fr'))?.title).toBe('Legal Notice')
    expect((await findStaticPage(payload, 'privacy', 'de'))?.html).toContain(
      'Art. 6 Abs. 1 lit. f DSGVO',
    )
  })

  it('shows a language an editor added in the studio, without touching the others', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'terms' } },
      limit: 1,
      locale: 'fr',
      fallbackLocale: false,
    })
    const terms = docs[0]!
    expect(terms.title ?? null).toBeNull()
    const english = await payload.findByID({ collection: 'pages', id: terms.id, locale: 'en' })
    await payload.update({
      collection: 'pages',
      id: terms.id,
      locale: 'fr',
      data: { title: 'Conditions d’utilisation', content: english.content },
    })
    try {
      const fr = await findStaticPage(payload, 'terms', 'fr')
      expect([fr?.lang, fr?.title]).toEqual(['fr', 'Conditions d’utilisation'])
      expect(fr?.languages).toEqual(['de', 'en', 'fr'])
      expect((await findStaticPage(payload, 'terms', 'de'))?.title).toBe('Nutzungsbedingungen')
      expect((await findStaticPage(payload, 'terms', 'ja'))?.lang).toBe('en')
    } finally {
      await runSql(
        payload,
        sql`delete from pages_locales where _locale = 'fr' and _parent_id = ${terms.id}`,
      )
    }
    expect((await findStaticPage(payload, 'terms', 'fr'))?.lang).toBe('en')
  })
})

describe('the cached static page read', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'dj-next-cache-'))
  const global = globalThis as { __incrementalCache?: unknown }

  beforeAll(() => {
    // Next's own data cache (file system, as `next start` keeps it), which unstable_cache
    // uses outside a request through this global.
    global.__incrementalCache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: cacheDir,
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      previewProps: {
        previewModeId: 'x',
        previewModeEncryptionKey: 'x',
        previewModeSigningKey: 'x',
      },
      prerenderManifest: {
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' },
      },
    })
  })

  afterAll(() => {
    delete global.__incrementalCache
    rmSync(cacheDir, { recursive: true, force: true })
  })

  /**
   * Empties the titles of page `slug` in the database directly (no Payload hook runs, so no
   * cache tag expires): readers find no text; `restore` puts the titles back.
   */
  async function hideInDatabase(slug: 'imprint' | 'privacy') {
    const { rows } = (await runSql(
      payload,
      sql`select l.id, l.title from pages_locales l join pages p on p.id = l._parent_id where p.slug = ${slug}`,
    )) as { rows: { id: number; title: string }[] }
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows)
      await runSql(payload, sql`update pages_locales set title = '' where id = ${row.id}`)
    return async () => {
      for (const row of rows)
        await runSql(
          payload,
          sql`update pages_locales set title = ${row.title} where id = ${row.id}`,
        )
    }
  }

  it('keeps a found page, but never keeps a miss: the page is back on the next read', async () => {
    const found = await getStaticPage('privacy', 'de')
    expect(found?.lang).toBe('de')
    const restorePrivacy = await hideInDatabase('privacy')
    try {
      // A found page is served from the cache, even though the row is gone meanwhile.
      expect((await getStaticPage('privacy', 'de'))?.title).toBe(found?.title)
    } finally {
      await restorePrivacy()
    }

    const restoreImprint = await hideInDatabase('imprint')
    try {
      expect(await getStaticPage('imprint', 'de')).toBeNull()
    } finally {
      await restoreImprint()
    }
    // The momentary miss was not cached: the page reads again at once.
    expect((await getStaticPage('imprint', 'de'))?.title).toBe('Impressum')
  })
})
