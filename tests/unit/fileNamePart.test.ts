import { describe, expect, it } from 'vitest'

import { fileNamePart } from '@/lib/cme/fileNamePart'

describe('file names in the proof ZIP', () => {
  it('writes umlauts and ß out, capitals too, instead of mangling them', () => {
    expect(fileNamePart('Spülung')).toBe('Spuelung')
    expect(fileNamePart('Ästhetik, Öffnung und Übersicht')).toBe(
      'Aesthetik-Oeffnung-und-Uebersicht',
    )
    expect(fileNamePart('Größe der Brücke')).toBe('Groesse-der-Bruecke')
    expect(fileNamePart('Café crème')).toBe('Cafe-creme')
  })

  it('keeps only safe characters, at most 60, and never returns an empty name', () => {
    expect(fileNamePart('../etc/passwd')).toBe('etc-passwd')
    expect(fileNamePart('a'.repeat(80))).toHaveLength(60)
    expect(fileNamePart('„“')).toBe('Nachweis')
  })
})
