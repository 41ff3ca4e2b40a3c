import { PDFDocument, rgb, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'

import { embedUnicodeFonts } from '@/lib/pdf/unicodeFonts'
import { wrapText } from '@/lib/pdf/wrapText'

/** Learning unit of a quiz when the editors set none (minutes): one 45-minute unit. */
export const DEFAULT_UNIT_MINUTES = 45

/** Languages a certificate is printed in. */
export type CertificateLanguage = 'de' | 'en'

/** What a CME certificate states. Dates ISO 8601. */
export type CertificateData = {
  certificateId: string
  participantName: string
  /** EFN (Einheitliche Fortbildungsnummer), printed when present. */
  efn?: string | null
  moduleTitle: string
  provider: string
  awardedAt: string
  credits: number
  percentage: number
  /** The learning unit's duration in minutes (editorial, per quiz), not the time spent. */
  durationMinutes: number
  recognitionStatement: string
  verifyUrl: string
}

/** The printed texts of a certificate in one language. */
const TEXTS: Record<
  CertificateLanguage,
  {
    locale: string
    heading: string
    subheading: string
    confirms: string
    completed: string
    efn: string
    date: string
    category: string
    categoryC: string
    duration: (minutes: number) => string
    points: string
    scoreLabel: string
    score: (percentage: number) => string
    provider: string
    recognition: string
    certificateNo: string
    verify: string
  }
> = {
  de: {
    locale: 'de-DE',
    heading: 'Fortbildungszertifikat',
    subheading: 'Zahnärztliche Fortbildung (CME) nach § 95d SGB V',
    confirms: 'Hiermit wird bestätigt, dass',
    completed:
      'das folgende Fortbildungsmodul mit erfolgreicher Lernerfolgskontrolle abgeschlossen hat:',
    efn: 'EFN',
    date: 'Abgeschlossen am',
    category: 'Kategorie',
    categoryC: 'C – interaktive Fortbildung mit erfolgreicher Lernerfolgskontrolle',
    duration: (m) => `${m} Minuten (Lerneinheit)`,
    points: 'Fortbildungspunkte',
    scoreLabel: 'Ergebnis',
    score: (p) => `${p} % richtig (bestanden ab 80 %)`,
    provider: 'Anbieter',
    recognition: 'Anerkennung',
    certificateNo: 'Zertifikat-Nr.',
    verify: 'Echtheit prüfen',
  },
  en: {
    locale: 'en-GB',
    heading: 'Certificate of Continuing Education',
    subheading: 'Continuing dental education (CME) under § 95d SGB V (Germany)',
    confirms: 'This is to certify that',
    completed: 'has completed the following learning module with a successful learning check:',
    efn: 'EFN',
    date: 'Completed on',
    category: 'Category',
    categoryC: 'C – interactive learning with a successful learning check',
    duration: (m) => `${m} minutes (learning unit)`,
    points: 'CME points',
    scoreLabel: 'Score',
    score: (p) => `${p} % correct (pass mark 80 %)`,
    provider: 'Provider',
    recognition: 'Recognition',
    certificateNo: 'Certificate no.',
    verify: 'Verify',
  },
}

/** Label of the duration row in each language (tests and the proof pack look for it). */
export const DURATION_LABEL: Record<CertificateLanguage, string> = {
  de: 'Dauer',
  en: 'Duration',
}

/**
 * Renders a one-page A4 CME certificate as PDF bytes (pdf-lib with Noto fonts for every
 * script its names and titles are written in, see `embedUnicodeFonts`) in `lang`:
 * participant (with EFN when set), module, provider, completion date, category C
 * (interactive learning with a successful learning check, BZÄK/DGZMK Leitsätze), the
 * learning unit's duration in minutes (a KZV refuses certificates without it), points,
 * score, the recognition statement from the settings, the certificate id, the
 * verification URL and a QR code of that URL. Characters no font has (emoji) print as a
 * placeholder; nothing in the data makes it throw.
 */
export async function renderCertificate(
  data: CertificateData,
  lang: CertificateLanguage = 'de',
): Promise<Uint8Array> {
  const t = TEXTS[lang]
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${t.heading} ${data.certificateId}`)
  pdf.setAuthor(data.provider)
  pdf.setSubject(data.moduleTitle)
  pdf.setLanguage(lang === 'de' ? 'de-DE' : 'en-GB')
  const page: PDFPage = pdf.addPage([595.28, 841.89])
  const date = new Intl.DateTimeFormat(t.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(data.awardedAt))
  const { regular, bold } = await embedUnicodeFonts(pdf, [
    ...Object.values(data).filter((value) => typeof value === 'string'),
    ...Object.values(t).filter((value) => typeof value === 'string'),
    date,
  ])
  const brand = rgb(0.06, 0.36, 0.47)
  const margin = 60
  const width = page.getWidth() - 2 * margin
  let y = 770
  const text = (
    value: string,
    size: number,
    font = regular,
    color = rgb(0.1, 0.15, 0.2),
    maxWidth = width,
  ) => {
    for (const line of wrapText(value, maxWidth, (part) => font.widthOfTextAtSize(part, size))) {
      font.drawText(page, line, { x: margin, y, size, color })
      y -= size * 1.4
    }
  }
  page.drawRectangle({
    x: 30,
    y: 30,
    width: page.getWidth() - 60,
    height: page.getHeight() - 60,
    borderColor: brand,
    borderWidth: 2,
  })
  text(data.provider, 14, bold, brand)
  y -= 20
  text(t.heading, lang === 'de' ? 28 : 22, bold)
  text(t.subheading, 12)
  y -= 24
  text(t.confirms, 12)
  y -= 4
  text(data.participantName, 20, bold)
  y -= 8
  text(t.completed, 12)
  y -= 4
  text(data.moduleTitle, 15, bold, brand)
  y -= 16
  const rows: [string, string][] = [
    ...(data.efn ? ([[t.efn, data.efn]] as [string, string][]) : []),
    [t.date, date],
    [t.category, t.categoryC],
    [DURATION_LABEL[lang], t.duration(data.durationMinutes)],
    [t.points, String(data.credits)],
    [t.scoreLabel, t.score(data.percentage)],
    [t.provider, data.provider],
  ]
  for (const [label, value] of rows) {
    bold.drawText(page, label, { x: margin, y, size: 11 })
    const lines = wrapText(value, width - 150, (part) => regular.widthOfTextAtSize(part, 11))
    for (const line of lines) {
      regular.drawText(page, line, { x: margin + 150, y, size: 11 })
      y -= 15
    }
    y -= 5
  }
  y -= 12
  text(`${t.recognition}:`, 10, bold)
  text(data.recognitionStatement, 10)
  // The QR code of the verification URL, bottom right; the id and URL beside it.
  const qrSize = 110
  const qr = await QRCode.toBuffer(data.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 330,
  })
  const qrImage = await pdf.embedPng(qr)
  const qrX = page.getWidth() - margin - qrSize
  const qrY = 60
  page.drawImage(qrImage, { x: qrX, y: qrY, width: qrSize, height: qrSize })
  y = Math.min(y - 16, qrY + qrSize - 12)
  const sideWidth = qrX - margin - 16
  text(`${t.certificateNo}: ${data.certificateId}`, 10, bold, undefined, sideWidth)
  text(`${t.verify}: ${data.verifyUrl}`, 10, regular, undefined, sideWidth)
  return pdf.save()
}
