import { describe, expect, it } from 'vitest'

import { patientShareLink } from '@/lib/articles/shareLink'

describe("'Für Patienten empfehlen': the link handed to a patient", () => {
  it('is the article in the chosen language, German unprefixed', () => {
    expect(patientShareLink('https://journal.example', 'de', 12)).toBe(
      'https://journal.example/article/12',
    )
    expect(patientShareLink('https://journal.example/', 'tr', 12)).toBe(
      'https://journal.example/tr/article/12',
    )
  })

  it('carries nothing that could track the patient (no query, no fragment)', () => {
    const link = new URL(patientShareLink('https://journal.example', 'en', 7))
    expect(link.search).toBe('')
    expect(link.hash).toBe('')
  })
})
