import { parse } from 'csv-parse/sync'
import { afterEach, describe, expect, it } from 'vitest'

import { keyedHash, keyedHashMatches } from '@/lib/crypto/keyedHash'
import { consentIpHash } from '@/lib/newsletter/consent'
import { subscribersCsv, subscribersCsvFilename } from '@/lib/newsletter/csv'
import { newsletterPageLink, oneClickUnsubscribeUrl } from '@/lib/newsletter/links'
import { listUnsubscribeHeaders } from '@/lib/newsletter/mail'
import {
  confirmationExpired,
  newConfirmationToken,
  subscriberIdOfUnsubscribeToken,
  unsubscribeToken,
} from '@/lib/newsletter/tokens'

const SECRET = 'unit-test-secret'
const DAY_MS = 24 * 60 * 60 * 1000

describe('keyed hashes (the consent IP hash)', () => {
  it('depend on the secret and the purpose, and are compared exactly', () => {
    const hash = keyedHash('203.0.113.7', 'a', SECRET)
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(keyedHash('203.0.113.7', 'a', SECRET)).toBe(hash)
    expect(keyedHash('203.0.113.7', 'b', SECRET)).not.toBe(hash)
    expect(keyedHash('203.0.113.7', 'a', 'other-secret')).not.toBe(hash)
    expect(keyedHashMatches('203.0.113.7', 'a', SECRET, hash)).toBe(true)
    expect(keyedHashMatches('203.0.113.8', 'a', SECRET, hash)).toBe(false)
    expect(keyedHashMatches('203.0.113.7', 'a', SECRET, hash.slice(1))).toBe(false)
  })
  it('never store the IP itself, and nothing for an unknown IP', () => {
    expect(consentIpHash('203.0.113.7', SECRET)).not.toContain('203')
    expect(consentIpHash('unknown', SECRET)).toBeNull()
    expect(() => consentIpHash('203.0.113.7', '')).toThrow()
  })
})

describe('newsletter tokens (confirmation valid 7 days; RFC 8058 unsubscribe)', () => {
  it('stores only the SHA-256 of a 256-bit confirmation token', () => {
    const { token, tokenHash } = newConfirmationToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(newConfirmationToken().token).not.toBe(token)
  })
  it('expires a confirmation link after 7 days, not before', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    expect(
      confirmationExpired(new Date(now.getTime() - 7 * DAY_MS + 1000).toISOString(), now),
    ).toBe(false)
    expect(
      confirmationExpired(new Date(now.getTime() - 7 * DAY_MS - 1000).toISOString(), now),
    ).toBe(true)
    expect(confirmationExpired('not a date', now)).toBe(true)
  })
  it('signs unsubscribe tokens per subscriber and refuses forged or malformed ones', () => {
    const token = unsubscribeToken(42, SECRET)
    expect(subscriberIdOfUnsubscribeToken(token, SECRET)).toBe(42)
    const mac = token.split('.')[1]
    expect(subscriberIdOfUnsubscribeToken(`43.${mac}`, SECRET)).toBeNull()
    expect(subscriberIdOfUnsubscribeToken(token, 'other-secret')).toBeNull()
    for (const bad of ['', '42', `042.${mac}`, `42.${mac}x`, `-1.${mac}`])
      expect(subscriberIdOfUnsubscribeToken(bad, SECRET), bad).toBeNull()
  })
})

describe('newsletter links and headers (RFC 8058, German unprefixed)', () => {
  const saved = process.env.SITE_URL
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = saved
  })
  it('build page links in the subscriber language (German unprefixed) and the one-click URL from SITE_URL', () => {
    process.env.SITE_URL = 'https://journal.example/'
    expect(newsletterPageLink('confirm', 'de', 'a+b')).toBe(
      'https://journal.example/newsletter/confirm?token=a%2Bb',
    )
    expect(newsletterPageLink('unsubscribe', 'en', 't')).toBe(
      'https://journal.example/en/newsletter/unsubscribe?token=t',
    )
    expect(newsletterPageLink('confirm', 'xx', 't')).toBe(
      'https://journal.example/newsletter/confirm?token=t',
    )
    expect(oneClickUnsubscribeUrl('7.abc')).toBe(
      'https://journal.example/api/newsletter/unsubscribe?token=7.abc',
    )
  })
  it('names the one-click URL in angle brackets and announces the one-click POST', () => {
    expect(
      listUnsubscribeHeaders('https://journal.example/api/newsletter/unsubscribe?token=1.x'),
    ).toEqual({
      'List-Unsubscribe': '<https://journal.example/api/newsletter/unsubscribe?token=1.x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('subscriber CSV export', () => {
  const row = {
    email: 'a@test.example',
    status: 'confirmed' as const,
    locale: 'de' as const,
    source: 'sidebar' as const,
    requestedAt: '2026-11-20T10:00:00.000Z',
    consentAt: '2026-11-20T10:05:00.000Z',
    consentIpHash: 'h',
    unsubscribedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }
  it('has a header row, a BOM, CRLF line ends and empty cells for missing values', () => {
    const csv = subscribersCsv([row])
    expect(
      csv.startsWith(
        '\uFEFFemail,status,locale,source,requestedAt,consentAt,consentIpHash,unsubscribedAt,createdAt\r\n',
      ),
    ).toBe(true)
    expect(parse(csv, { bom: true, columns: true })).toEqual([{ ...row, unsubscribedAt: '' }])
  })
  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = subscribersCsv([
      { ...row, email: '=HYPERLINK("x")@test.example' },
      { ...row, email: '+1@test.example' },
    ])
    const emails = (parse(csv, { bom: true, columns: true }) as { email: string }[]).map(
      (r) => r.email,
    )
    expect(emails).toEqual(['\'=HYPERLINK("x")@test.example', "'+1@test.example"])
  })
  it('names the file after the status and the UTC date', () => {
    const now = new Date('2026-11-21T23:30:00Z')
    expect(subscribersCsvFilename('confirmed', now)).toBe(
      'newsletter-subscribers-confirmed-2026-11-21.csv',
    )
    expect(subscribersCsvFilename(undefined, now)).toBe('newsletter-subscribers-all-2026-11-21.csv')
  })
})
