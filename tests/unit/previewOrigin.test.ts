import { afterEach, describe, expect, it } from 'vitest'

import { previewOrigin } from '@/lib/preview/origin'

const headers = (values: Record<string, string>) => new Headers(values)

describe('previewOrigin (where the studio opens its previews)', () => {
  afterEach(() => {
    delete process.env.SITE_URL
  })

  it("uses the editor's own address, so the Live Preview frame is same-origin", () => {
    process.env.SITE_URL = 'https://dentaljournal.example'
    expect(previewOrigin(headers({ host: '127.0.0.1:4000' }))).toBe('http://127.0.0.1:4000')
    expect(previewOrigin(headers({ host: 'dentaljournal.example' }))).toBe(
      'https://dentaljournal.example',
    )
    expect(previewOrigin(headers({ host: 'staging.example', 'x-forwarded-proto': 'https' }))).toBe(
      'https://staging.example',
    )
    expect(previewOrigin(headers({ host: '[::1]:3000' }))).toBe('http://[::1]:3000')
  })

  it('falls back to SITE_URL without a usable Host header', () => {
    process.env.SITE_URL = 'https://dentaljournal.example/'
    expect(previewOrigin(undefined)).toBe('https://dentaljournal.example')
    for (const host of ['evil.example/path', 'a b', 'x@y', ''])
      expect(previewOrigin(headers({ host })), host).toBe('https://dentaljournal.example')
  })
})
