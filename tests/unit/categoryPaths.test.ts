import { describe, expect, it } from 'vitest'

import { categoryPathRequest, unknownCategoryPath } from '@/lib/categories/categoryPaths'

describe('categoryPathRequest (which category page a path asks for)', () => {
  it('reads language, audience and slug of the four URL forms', () => {
    expect(categoryPathRequest('/category/studies')).toEqual({
      locale: 'de',
      audience: 'doctor',
      slug: 'studies',
    })
    expect(categoryPathRequest('/patient/category/prevention')).toEqual({
      locale: 'de',
      audience: 'patient',
      slug: 'prevention',
    })
    expect(categoryPathRequest('/en/category/studies')).toEqual({
      locale: 'en',
      audience: 'doctor',
      slug: 'studies',
    })
    expect(categoryPathRequest('/ar/patient/category/prevention/')).toEqual({
      locale: 'ar',
      audience: 'patient',
      slug: 'prevention',
    })
  })

  it('decodes the slug and leaves every other path alone', () => {
    expect(categoryPathRequest('/category/m%C3%BCnchen')?.slug).toBe('münchen')
    for (const path of [
      '/',
      '/category',
      '/category/',
      '/category/studies/more',
      '/xx/category/studies',
      '/patient/studies',
      '/article/12',
      '/category/100%',
    ])
      expect(categoryPathRequest(path), path).toBeNull()
  })

  it('sends unknown categories to a path of the catch-all route in the same language', () => {
    expect(unknownCategoryPath('en')).toBe('/en/unknown-category')
  })
})
