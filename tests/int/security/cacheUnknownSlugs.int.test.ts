// Next's own server bootstrap (AsyncLocalStorage on globalThis), which its data cache needs.
import 'next/dist/server/node-environment-baseline'

import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { beforeAll, describe, expect, it } from 'vitest'

import { getCategoryArticles } from '@/lib/articles/queries'
import { feedResponse } from '@/lib/seo/feedRoute'

import { testPayload } from '../helpers/payload'

// Payload is up before the test installs its cache, so the entries counted are the reads' own.
beforeAll(async () => {
  await testPayload()
})

describe('unknown category and feed slugs add no cache entries', () => {
  /** Next's data cache with an in-memory store (Next's custom cache handler interface). */
  function installDataCache(): Map<string, unknown> {
    const entries = new Map<string, { value: unknown; lastModified: number }>()
    class MemoryCacheHandler {
      async get(key: string) {
        return entries.get(key) ?? null
      }
      async set(key: string, value: unknown) {
        entries.set(key, { value, lastModified: Date.now() })
      }
      async revalidateTag() {}
      resetRequestCache() {}
    }
    ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      previewProps: {
        previewModeId: 'int-test',
        previewModeSigningKey: 'int-test',
        previewModeEncryptionKey: 'int-test',
      },
      prerenderManifest: {
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: {
          previewModeId: 'int-test',
          previewModeSigningKey: 'int-test',
          previewModeEncryptionKey: 'int-test',
        },
      },
      fetchCacheKeyPrefix: '',
      CurCacheHandler: MemoryCacheHandler,
    } as never)
    return entries
  }

  it('answers unknown category articles and feeds with 404 from the cached category list', async () => {
    const entries = installDataCache()
    try {
      // Known ones: cached once each.
      expect((await getCategoryArticles('studies', 'de'))?.length).toBeGreaterThan(0)
      expect(
        (await feedResponse({ locale: 'de', category: 'studies', file: 'rss.xml' })).status,
      ).toBe(200)
      const known = entries.size
      expect(known).toBeGreaterThan(0)
      expect((await getCategoryArticles('studies', 'de'))?.length).toBeGreaterThan(0)
      expect(entries.size).toBe(known)

      for (let i = 0; i < 5; i++) {
        expect(await getCategoryArticles(`gibt-es-nicht-${i}`, 'de')).toBeNull()
        const feed = await feedResponse({
          locale: 'de',
          category: `gibt-es-nicht-${i}`,
          file: 'atom.xml',
        })
        expect(feed.status).toBe(404)
      }
      expect(entries.size).toBe(known)
    } finally {
      delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
    }
  })
})
