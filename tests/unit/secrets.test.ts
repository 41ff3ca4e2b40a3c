import { describe, expect, it } from 'vitest'

import { decryptSecret, encryptSecret, isMasked, maskSecret } from '@/lib/crypto/secrets'

describe('secret settings encryption', () => {
  it('round-trips through AES-256-GCM with a fresh IV each time', () => {
    const a = encryptSecret('sk-live-1234567890', 'payload-secret')
    const b = encryptSecret('sk-live-1234567890', 'payload-secret')
    expect(a).toMatch(/^v1:/)
    expect(a).not.toContain('1234567890')
    expect(a).not.toBe(b)
    expect(decryptSecret(a, 'payload-secret')).toBe('sk-live-1234567890')
  })

  it('refuses a value encrypted under another secret or tampered with', () => {
    const stored = encryptSecret('deepl-key:fx', 'one-secret')
    expect(() => decryptSecret(stored, 'other-secret')).toThrow()
    const [v, iv, tag, data] = stored.split(':')
    const flipped = Buffer.from(data!, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(() =>
      decryptSecret([v, iv, tag, flipped.toString('base64url')].join(':'), 'one-secret'),
    ).toThrow()
  })

  it('masks to the last four characters and recognises a mask sent back', () => {
    expect(maskSecret('sk-abcdefgh1234')).toBe('••••1234')
    expect(isMasked('••••1234')).toBe(true)
    expect(isMasked('sk-new-key')).toBe(false)
    expect(decryptSecret(null, 'x')).toBeNull()
  })
})
