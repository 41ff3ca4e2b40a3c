import fontkit from '@pdf-lib/fontkit'
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'

import type { AccountCertificate } from '@/lib/cme/account'
import { renderCertificate, type CertificateData } from '@/lib/cme/certificate'
import { renderProofPdf } from '@/lib/cme/proofPdf'
import { PLACEHOLDER } from '@/lib/pdf/textRuns'

import { pdfText } from '../int/helpers/pdfReading'

/*
 * CME PDFs print names and titles in every script the journal's readers write: the
 * certificate of a passed quiz and the proof summary for the KZV used to fail (500) for
 * any letter outside WinAnsi (Ł, ř, ő, Ş, Cyrillic, Arabic, Chinese).
 */

/** Names as dentists and providers write them, with the script each one tests. */
const NAMES = {
  polish: 'Łukasz Wróbel',
  czech: 'Jiří Dvořák',
  hungarian: 'Őrsi Zsófia',
  turkish: 'Şükrü Öztürk',
  turkishLetters: 'İ ğ ı',
  russian: 'Дмитрий Иванов',
  arabic: 'محمد',
  chinese: '王小明',
}

/** Names the extracted text gives back character for character (left-to-right scripts). */
const READABLE = [
  NAMES.polish,
  NAMES.czech,
  NAMES.hungarian,
  NAMES.turkish,
  NAMES.turkishLetters,
  NAMES.russian,
  NAMES.chinese,
]

const certificate = (overrides: Partial<CertificateData> = {}): CertificateData => ({
  certificateId: 'DJ-CME-2026-UNICODE1',
  participantName: `${NAMES.polish} ${NAMES.czech} ${NAMES.hungarian}`,
  efn: '123456789012347',
  moduleTitle: `Parodontitis: ${NAMES.russian} ${NAMES.arabic} ${NAMES.chinese}`,
  provider: `${NAMES.turkish} Akademi (${NAMES.turkishLetters})`,
  awardedAt: '2026-05-02T10:00:00.000Z',
  credits: 2,
  percentage: 90,
  durationMinutes: 45,
  recognitionStatement: 'Anerkannt nach den Leitsätzen der BZÄK/DGZMK/KZBV.',
  verifyUrl: 'https://dentaljournal.example/cme/verify/DJ-CME-2026-UNICODE1',
  ...overrides,
})

const row = (id: string, title: string, provider: string): AccountCertificate => ({
  id,
  source: id.startsWith('DJ-') ? 'journal' : 'external',
  title,
  provider,
  date: '2026-03-14',
  points: 8,
  category: 'B',
  topic: null,
  fileUrl: '',
})

/** Whitespace folded, so a name the layout wrapped onto two lines still matches. */
const flat = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ')

/**
 * The outlines of every glyph in the font subsets embedded in `bytes`, read back with
 * fontkit: throws when a subset is broken (a viewer would draw empty or wrong shapes).
 */
async function embeddedGlyphOutlines(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes)
  let outlines = 0
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || !object.has(PDFName.of('FontFile2'))) continue
    const file = pdf.context.lookup(object.get(PDFName.of('FontFile2')))
    if (!(file instanceof PDFRawStream)) throw new Error('FontFile2 is not a stream')
    const font = fontkit.create(decodePDFRawStream(file).decode())
    for (let id = 1; id < font.numGlyphs; id++) if (font.getGlyph(id).path.toSVG()) outlines++
  }
  return outlines
}

describe('CME PDFs in every script', () => {
  it.each(['de', 'en'] as const)(
    'a quiz certificate (%s) prints Central European, Turkish, Cyrillic, Arabic and Chinese names',
    async (lang) => {
      const bytes = await renderCertificate(
        certificate({ participantName: Object.values(NAMES).join(' · ') }),
        lang,
      )
      const text = await flat(bytes)
      for (const name of READABLE) expect(text).toContain(name)
      expect(text).toContain(NAMES.arabic)
      expect(text).toContain(`${NAMES.turkish} Akademi`)
      expect(text).toContain(lang === 'de' ? '45 Minuten' : '45 minutes')
      expect(await embeddedGlyphOutlines(bytes)).toBeGreaterThan(50)
    },
  )

  it('the proof summary prints the names in the participant, chamber, title and provider fields', async () => {
    const bytes = await renderProofPdf({
      participantName: `${NAMES.polish} / ${NAMES.russian} / ${NAMES.arabic} / ${NAMES.chinese}`,
      efn: '123456789012347',
      chamber: `Izba Lekarska w Łodzi (${NAMES.czech}, ${NAMES.hungarian})`,
      period: { start: '2022-03-01', end: '2027-02-28' },
      certificates: [
        row('DJ-CME-2026-UNICODE1', `Implantologie ${NAMES.chinese}`, NAMES.turkish),
        row('7', `Пародонтология ${NAMES.turkishLetters}`, `${NAMES.arabic} Academy`),
        row('8', 'Endodontie', NAMES.polish),
      ],
      provider: 'Dentaljournal',
      createdAt: '2026-05-02T10:00:00.000Z',
    })
    const text = await flat(bytes)
    for (const name of READABLE) expect(text).toContain(name)
    expect(text).toContain(NAMES.arabic)
    expect(text).toContain('Izba Lekarska w Łodzi')
    expect(text).toContain('Summe: 24 Punkte von 125')
    expect(await embeddedGlyphOutlines(bytes)).toBeGreaterThan(50)
  })

  it('prints Greek, Hebrew, Devanagari, Thai, Korean and Vietnamese too', async () => {
    const names = ['Αλέξανδρος', 'שלום כהן', 'अमित शर्मा', 'สมชาย ใจดี', '김민준', 'Nguyễn Văn An']
    const bytes = await renderCertificate(certificate({ participantName: names.join(' · ') }))
    const text = await flat(bytes)
    // Devanagari comes back from the text layer reordered (vowel signs before consonants).
    for (const name of names.filter((n) => !/\p{Script=Devanagari}/u.test(n)))
      expect(text).toContain(name)
    expect(await embeddedGlyphOutlines(bytes)).toBeGreaterThan(50)
  })

  it('prints a placeholder for characters no font has, instead of failing', async () => {
    const bytes = await renderCertificate(
      certificate({ participantName: 'Anna 🦷👍🏽 Zahn \u{10FFFD}', moduleTitle: 'Kurs 😀' }),
    )
    const text = await flat(bytes)
    expect(text).toContain(`Anna ${PLACEHOLDER}${PLACEHOLDER} Zahn ${PLACEHOLDER}`)
    expect(text).toContain(`Kurs ${PLACEHOLDER}`)
  })

  it('a letter first drawn inside another one keeps its text in later PDFs (S after Ş)', async () => {
    // Fresh font caches: the Ş must be the first bold S-shape this process draws.
    vi.resetModules()
    const fresh = (await import('@/lib/cme/certificate')).renderCertificate
    const plain = { provider: 'Dentaljournal', certificateId: 'DJ-CME-1', moduleTitle: 'Kurs' }
    await fresh(certificate({ ...plain, participantName: NAMES.turkish }))
    const text = await flat(
      await fresh(certificate({ ...plain, participantName: 'Sabine Sommer' })),
    )
    expect(text).toContain('Sabine Sommer')
  })

  it('keeps the files small: only the glyphs used are embedded', async () => {
    const bytes = await renderCertificate(certificate())
    // Noto Sans alone is 630 KB and Noto Sans SC 10 MB; subsets of both stay far below.
    expect(bytes.length).toBeLessThan(100_000)
  })
})
