import { describe, expect, it } from 'vitest'

import { legalPathRequest, pathInLocale, routePath } from '@/lib/pages/legalPaths'
import { localizedUrl } from '@/lib/seo/sitemap'

describe('German legal pages at German addresses', () => {
  it('German readers find the imprint, privacy notice and terms under German words', () => {
    expect(pathInLocale('de', '/imprint')).toBe('/impressum')
    expect(pathInLocale('de', '/privacy')).toBe('/datenschutz')
    expect(pathInLocale('de', '/terms')).toBe('/nutzungsbedingungen')
    expect(pathInLocale('de', '/about')).toBe('/about')
    expect(pathInLocale('en', '/imprint')).toBe('/imprint')
    expect(localizedUrl('https://j.example', 'de', '/imprint')).toBe('https://j.example/impressum')
    expect(localizedUrl('https://j.example', 'fr', '/imprint')).toBe('https://j.example/fr/imprint')
  })

  it('the German address is served by the page route in German; the old English path moves there', () => {
    expect(legalPathRequest('/impressum')).toEqual({ rewrite: '/de/imprint' })
    expect(legalPathRequest('/imprint')).toEqual({ redirect: '/impressum' })
    expect(legalPathRequest('/de/privacy')).toEqual({ redirect: '/datenschutz' })
    expect(legalPathRequest('/en/imprint')).toBeNull()
    expect(legalPathRequest('/en/impressum')).toBeNull()
    expect(legalPathRequest('/about')).toBeNull()
    expect(legalPathRequest('/article/1')).toBeNull()
  })

  it('the language switcher turns a German address back into the page route', () => {
    expect(routePath('/nutzungsbedingungen')).toBe('/terms')
    expect(routePath('/article/7')).toBe('/article/7')
  })
})
