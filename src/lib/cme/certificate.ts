import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

/** What a CME certificate states. Dates ISO 8601; `timeSpent` in seconds. */
export type CertificateData = {
  certificateId: string
  participantName: string
  /** EFN of dually licensed physicians, printed when present. */
  efn?: string | null
  moduleTitle: string
  provider: string
  awardedAt: string
  credits: number
  percentage: number
  timeSpent: number | null
  recognitionStatement: string
  verifyUrl: string
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/**
 * Renders a one-page A4 CME certificate as PDF bytes (pdf-lib, standard Helvetica with
 * WinAnsi, which covers German umlauts): participant, module, provider, completion date,
 * category C (interactive learning with a successful learning check, BZÄK/DGZMK), points,
 * score, duration, the recognition statement from the settings, and the certificate id
 * with its verification URL.
 */
export async function renderCertificate(data: CertificateData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`CME-Zertifikat ${data.certificateId}`)
  pdf.setAuthor(data.provider)
  pdf.setSubject(data.moduleTitle)
  const page: PDFPage = pdf.addPage([595.28, 841.89])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const brand = rgb(0.06, 0.36, 0.47)
  const margin = 60
  const width = page.getWidth() - 2 * margin
  let y = 770
  const text = (value: string, size: number, font = regular, color = rgb(0.1, 0.15, 0.2)) => {
    for (const line of wrap(value, font, size, width)) {
      page.drawText(line, { x: margin, y, size, font, color })
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
  text('Fortbildungszertifikat', 28, bold)
  text('Continuing Medical Education (CME)', 12)
  y -= 24
  text('Hiermit wird bestätigt, dass', 12)
  y -= 4
  text(data.participantName, 20, bold)
  y -= 8
  text(
    'das folgende Fortbildungsmodul mit erfolgreicher Lernerfolgskontrolle abgeschlossen hat:',
    12,
  )
  y -= 4
  text(data.moduleTitle, 15, bold, brand)
  y -= 16
  const date = new Intl.DateTimeFormat('de-DE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(data.awardedAt))
  const rows: [string, string][] = [
    ...(data.efn ? ([['EFN', data.efn]] as [string, string][]) : []),
    ['Abgeschlossen am', date],
    ['Kategorie', 'C – interaktive Fortbildung mit erfolgreicher Lernerfolgskontrolle'],
    ['Fortbildungspunkte', String(data.credits)],
    ['Ergebnis', `${data.percentage} % richtig (bestanden ab 80 %)`],
    ...(data.timeSpent
      ? ([['Bearbeitungszeit', `${Math.max(1, Math.round(data.timeSpent / 60))} Minuten`]] as [
          string,
          string,
        ][])
      : []),
    ['Anbieter', data.provider],
  ]
  for (const [label, value] of rows) {
    page.drawText(label, { x: margin, y, size: 11, font: bold })
    page.drawText(value, { x: margin + 150, y, size: 11, font: regular })
    y -= 20
  }
  y -= 16
  text(data.recognitionStatement, 10)
  y -= 16
  text(`Zertifikat-Nr.: ${data.certificateId}`, 10, bold)
  text(`Echtheit prüfen: ${data.verifyUrl}`, 10)
  return pdf.save()
}
