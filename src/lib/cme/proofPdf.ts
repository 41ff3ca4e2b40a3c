import { PDFDocument, rgb, type PDFPage } from 'pdf-lib'

import { embedUnicodeFonts, type PdfTextStyle } from '@/lib/pdf/unicodeFonts'
import { fitText, wrapText } from '@/lib/pdf/wrapText'

import type { AccountCertificate } from './account'
import type { CmeIdentity } from './identity'
import { PERIOD_REQUIRED_POINTS, type Period } from './period'

/** What the proof summary for the KZV states. */
export type ProofData = {
  participantName: string
  /** Title, practice address, dentist number and date of birth, where the dentist gave them. */
  identity?: Partial<CmeIdentity>
  efn?: string | null
  chamber?: string | null
  period: Period
  /** The certificates dated inside the period (any order; printed oldest first). */
  certificates: AccountCertificate[]
  provider: string
  /** When the summary was made (ISO timestamp). */
  createdAt: string
  /** The employing practice that submits the proof (§ 95d (5) SGB V), when it does. */
  submittedBy?: SubmittingPractice
}

/** A practice named on the summary as the party submitting it for its employed dentist. */
export type SubmittingPractice = { name: string; address: string; kzv: string }

/** The self-declaration the dentist signs under the list. */
const DECLARATION =
  'Ich versichere, dass ich die aufgeführten Fortbildungen selbst besucht habe und dass die Angaben in diesem Nachweis vollständig und richtig sind.'

const germanDay = (day: string) => {
  const [y, m, d] = day.split('-')
  return `${d}.${m}.${y}`
}

/** The lines of `text` in a table cell `width` points wide (at least one, maybe empty). */
function cellLines(text: string, font: PdfTextStyle, size: number, width: number): string[] {
  const lines = wrapText(text, width, (part) => font.widthOfTextAtSize(part, size))
  return lines.length ? lines : ['']
}

/**
 * Renders the proof summary of one CME period for the KZV as PDF bytes (A4, German):
 * participant (with title, date of birth, practice address and KZV dentist number where
 * given), EFN and chamber when set, the period, a table of every certificate (date,
 * title, provider, category, points, ours or external) oldest first, the total against the
 * 125 points of § 95d SGB V, the day it was made, and the dentist's self-declaration with
 * lines for place, date and signature. Continues on further pages when the
 * table is long (the header row is repeated).
 */
export async function renderProofPdf(data: ProofData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Fortbildungsnachweis ${germanDay(data.period.start)}–${germanDay(data.period.end)}`)
  pdf.setAuthor(data.provider)
  pdf.setLanguage('de-DE')
  const who = data.identity ?? {}
  const { regular, bold } = await embedUnicodeFonts(pdf, [
    data.participantName,
    who.title,
    who.practiceAddress,
    who.kzvNumber,
    data.efn,
    data.chamber,
    data.provider,
    ...data.certificates.flatMap((c) => [c.title, c.provider, c.category, c.id]),
  ])
  const ink = rgb(0.1, 0.15, 0.2)
  const brand = rgb(0.06, 0.36, 0.47)
  const margin = 50
  let page: PDFPage = pdf.addPage([595.28, 841.89])
  let y = 790
  const line = (text: string, size = 10, font = regular, color = ink) => {
    font.drawText(page, text, { x: margin, y, size, color })
    y -= size * 1.5
  }
  line(data.provider, 12, bold, brand)
  y -= 8
  line('Nachweis der fachlichen Fortbildung (§ 95d SGB V)', 18, bold)
  y -= 6
  line(`Name: ${[who.title, data.participantName].filter(Boolean).join(' ')}`, 11)
  if (who.birthDate) line(`Geburtsdatum: ${germanDay(who.birthDate)}`, 11)
  if (who.practiceAddress) line(`Praxisanschrift: ${who.practiceAddress}`, 11)
  if (who.kzvNumber) line(`Zahnarztnummer (KZV-Abrechnungsnummer): ${who.kzvNumber}`, 11)
  if (data.efn) line(`EFN: ${data.efn}`, 11)
  if (data.chamber) line(`Kammer/KZV: ${data.chamber}`, 11)
  line(
    `Fortbildungszeitraum: ${germanDay(data.period.start)} bis ${germanDay(data.period.end)}`,
    11,
  )
  if (data.submittedBy) {
    const by = data.submittedBy
    line(`Eingereicht nach § 95d Abs. 5 SGB V durch: ${by.name}`, 11, bold)
    line(`${by.address} · ${by.kzv}`, 11)
  }
  y -= 10
  // Columns: date, title, provider, category, points, source.
  const columns = [
    { label: 'Datum', x: margin, width: 58 },
    { label: 'Titel', x: margin + 60, width: 200 },
    { label: 'Anbieter', x: margin + 265, width: 130 },
    { label: 'Kat.', x: margin + 400, width: 28 },
    { label: 'Punkte', x: margin + 430, width: 40, right: true },
  ]
  const header = () => {
    for (const c of columns)
      bold.drawText(page, c.label, {
        x: c.right ? c.x + c.width - bold.widthOfTextAtSize(c.label, 9) : c.x,
        y,
        size: 9,
      })
    y -= 4
    page.drawLine({
      start: { x: margin, y },
      end: { x: margin + 470, y },
      thickness: 0.5,
      color: ink,
    })
    y -= 12
  }
  header()
  const rows = [...data.certificates].sort(
    (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  )
  let total = 0
  for (const c of rows) {
    if (y < 90) {
      page = pdf.addPage([595.28, 841.89])
      y = 790
      header()
    }
    total += c.points
    // Title and provider wrap onto further lines; our certificate ids stand under the title.
    const cells = [
      [germanDay(c.date)],
      [
        ...cellLines(c.title, regular, 9, columns[1]!.width),
        ...(c.source === 'journal' ? [`Zertifikat-Nr. ${c.id}`] : []),
      ],
      cellLines(c.provider, regular, 9, columns[2]!.width),
      [c.category],
      [String(c.points)],
    ]
    cells.forEach((lines, i) => {
      const col = columns[i]!
      lines.forEach((value, n) => {
        const text = fitText(value, col.width, (part) => regular.widthOfTextAtSize(part, 9))
        regular.drawText(page, text, {
          x: col.right ? col.x + col.width - regular.widthOfTextAtSize(text, 9) : col.x,
          y: y - n * 11,
          size: 9,
          color: ink,
        })
      })
    })
    y -= 11 * Math.max(...cells.map((lines) => lines.length)) + 5
  }
  if (rows.length === 0) line('Keine Nachweise in diesem Zeitraum.', 9)
  y -= 4
  page.drawLine({
    start: { x: margin, y: y + 10 },
    end: { x: margin + 470, y: y + 10 },
    thickness: 0.5,
    color: ink,
  })
  line(`Summe: ${total} Punkte von ${PERIOD_REQUIRED_POINTS} erforderlichen`, 11, bold)
  line(`Anzahl Nachweise: ${rows.length}`, 10)
  y -= 8
  const made = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeZone: 'Europe/Berlin',
  }).format(new Date(data.createdAt))
  line(
    `Erstellt am ${made}. Die Nachweise liegen im ZIP-Archiv bei (eigene Zertifikate mit QR-Code zur Echtheitsprüfung).`,
    8,
  )
  // The dentist's own declaration and signature: the KZV takes the list on that word.
  if (y < 150) {
    page = pdf.addPage([595.28, 841.89])
    y = 790
  }
  y -= 14
  line('Erklärung', 11, bold)
  for (const text of wrapText(DECLARATION, 470, (part) => regular.widthOfTextAtSize(part, 10)))
    line(text, 10)
  y -= 28
  const rule = (x: number, width: number, label: string) => {
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.5, color: ink })
    regular.drawText(page, label, { x, y: y - 12, size: 9, color: ink })
  }
  rule(margin, 210, 'Ort, Datum')
  rule(margin + 260, 210, 'Unterschrift')
  return pdf.save()
}
