import { describe, expect, it } from 'vitest'

import { deeplCostCents } from '@/lib/translation/bulk/price'
import { translationStateOf } from '@/lib/translation/freshness'
import { translationSourceOf } from '@/lib/translation/source'

describe('bulk translation rules', () => {
  it('prices characters at DeepL’s published 20 euros per million, rounded up to a cent', () => {
    expect(deeplCostCents(0)).toBe(0)
    expect(deeplCostCents(1)).toBe(1)
    expect(deeplCostCents(500)).toBe(1)
    expect(deeplCostCents(501)).toBe(2)
    expect(deeplCostCents(1_000_000)).toBe(2000)
  })

  it('counts the characters of every text sent and fingerprints the German source', () => {
    const quiz = [{ questionMd: 'Frage?', choices: ['Ja', 'Nein'], explanation: null }]
    const source = translationSourceOf({ title: 'Titel', abstract: ' Kurz ' }, quiz)
    expect(source.texts).toEqual(['Titel', 'Kurz', 'Frage?', 'Ja', 'Nein'])
    expect(source.characters).toBe(5 + 4 + 6 + 2 + 4)
    expect(translationSourceOf({ title: 'Titel', abstract: 'Kurz' }, quiz).hash).toBe(source.hash)
    expect(translationSourceOf({ title: 'Titel', abstract: 'Lang' }, quiz).hash).not.toBe(
      source.hash,
    )
    // Moving text between fields is a change too.
    expect(translationSourceOf({ title: 'TitelKurz' }, quiz).hash).not.toBe(source.hash)
  })

  it('skips current translations, protects reviewed and hand-written ones, re-translates outdated machine ones', () => {
    const hash = 'a'.repeat(64)
    expect(translationStateOf({ title: 'T', origin: 'machine', sourceHash: hash }, hash)).toBe(
      'current',
    )
    expect(translationStateOf({ title: 'T', origin: 'reviewed', sourceHash: hash }, hash)).toBe(
      'current',
    )
    expect(translationStateOf({ title: 'T', origin: 'reviewed', sourceHash: 'b' }, hash)).toBe(
      'protected',
    )
    expect(translationStateOf({ title: 'T', origin: 'original' }, hash)).toBe('protected')
    expect(translationStateOf({ title: 'T', origin: 'machine', sourceHash: 'b' }, hash)).toBe(
      'outdated',
    )
    expect(translationStateOf({ title: 'T', origin: 'machine' }, hash)).toBe('missing')
    expect(translationStateOf({}, hash)).toBe('missing')
  })
})
