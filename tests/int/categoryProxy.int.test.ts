import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { KNOWN_CATEGORIES_TTL_MS, knownCategories } from '@/lib/categories/knownSlugs'
import proxy from '@/proxy'

import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Where the proxy sends a page request: the rewrite target's path, or the path itself when it passes it on unchanged. */
async function rewrittenTo(path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3000')))
  const target = response.headers.get('x-middleware-rewrite')
  if (target) return new URL(target).pathname
  return response.headers.get('x-middleware-next') === '1' ? path : null
}

describe('category pages: only real categories reach the cached route', () => {
  it('lets real categories of the right audience through, in every language', async () => {
    expect(await rewrittenTo('/category/studies')).toBe('/de/category/studies')
    expect(await rewrittenTo('/en/category/studies')).toBe('/en/category/studies')
    expect(await rewrittenTo('/patient/category/prevention')).toBe(
      '/de/patient/category/prevention',
    )
    expect(await rewrittenTo('/ar/patient/category/prevention')).toBe(
      '/ar/patient/category/prevention',
    )
  })

  it('sends unknown slugs and the other audience’s categories to the uncached 404 page', async () => {
    expect(await rewrittenTo('/category/no-such-category')).toBe('/de/unknown-category')
    expect(await rewrittenTo('/en/category/no-such-category')).toBe('/en/unknown-category')
    expect(await rewrittenTo('/patient/category/studies')).toBe('/de/unknown-category')
    expect(await rewrittenTo('/category/prevention')).toBe('/de/unknown-category')
  })

  it('learns a category added in the studio once its copy of the list is older than the TTL', async () => {
    const before = Date.now()
    expect((await knownCategories(before))?.has('implantology')).toBe(false)
    const category = await payload.create({
      collection: 'categories',
      data: {
        slug: 'implantologie',
        slugEn: 'implantology',
        label: 'implantology',
        displayName: 'Implantologie',
        audience: 'doctor',
      },
      overrideAccess: true,
    })
    try {
      expect((await knownCategories(before))?.has('implantology')).toBe(false)
      const later = before + KNOWN_CATEGORIES_TTL_MS + 1
      expect((await knownCategories(later))?.get('implantology')).toBe('doctor')
    } finally {
      await payload.delete({ collection: 'categories', id: category.id, overrideAccess: true })
    }
  })
})
