import { describe, expect, it } from 'vitest'

import {
  STUDIO_HEADER_SOURCE,
  scopeClientHintsToStudio,
  withStudioOnlyClientHints,
} from '@/lib/security/studioClientHints.mjs'

// What withPayload (@payloadcms/next 3.90) appends to a config's headers().
const payloadRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}
const ownRule = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] }

describe('studio-only client hints', () => {
  it('moves the rule that sends Critical-CH everywhere to the studio and keeps the others', () => {
    expect(scopeClientHintsToStudio([ownRule, payloadRule])).toEqual([
      ownRule,
      { ...payloadRule, source: STUDIO_HEADER_SOURCE },
    ])
  })

  it('wraps the headers() of the config withPayload returns', async () => {
    const config = withStudioOnlyClientHints({ headers: async () => [ownRule, payloadRule] })
    const rules = await config.headers!()
    const critical = rules.filter((r) => r.headers.some((h) => h.key === 'Critical-CH'))
    expect(critical.map((r) => r.source)).toEqual(['/admin/:path*'])
    expect(withStudioOnlyClientHints({})).toEqual({})
  })
})
