import { zipSync, type Zippable } from 'fflate'
import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { displayName } from '@/lib/auth/mail'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'
import { getSettings } from '@/lib/settings/read'
import { asReader } from '@/lib/payload/readAs'

import { cmeAccount, type AccountCertificate } from './account'
import { certificatePdf, ownCertificate } from './certificates'
import { certificateExtension, certificateFilesDir, EXTERNAL_CERTIFICATES } from './externalFiles'
import { inPeriod, type Period } from './period'
import { renderProofPdf } from './proofPdf'

/** The period a proof pack covers: `current`, or the first day of one of the dentist's periods. */
export type ProofPeriodChoice = 'current' | string

/** The period and its certificates for a proof pack, or null for an unknown period. */
export async function proofContents(
  payload: Payload,
  user: User,
  choice: ProofPeriodChoice,
): Promise<{ period: Period; certificates: AccountCertificate[] } | null> {
  const account = await cmeAccount(payload, user)
  const period =
    choice === 'current' ? account.current : account.periods.find((p) => p.start === choice)
  if (!period) return null
  const bounds = { start: period.start, end: period.end }
  return {
    period: bounds,
    certificates: account.certificates.filter((c) => inPeriod(bounds, c.date)),
  }
}

/** The proof summary PDF (see `renderProofPdf`) of `user` for `period`. */
export async function proofPdf(
  payload: Payload,
  user: User,
  period: Period,
  certificates: AccountCertificate[],
): Promise<Uint8Array> {
  const settings = await getSettings(payload)
  return renderProofPdf({
    participantName: displayName(user) ?? user.email,
    efn: user.efn,
    chamber: user.cmeChamber,
    period,
    certificates,
    provider: settings.cmeProvider,
    createdAt: new Date().toISOString(),
  })
}

/** A file name part without characters that trouble file systems (letters, digits, `-`). */
const safe = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'Nachweis'

async function readAll(stream: ReadableStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * The proof pack as a ZIP: `Fortbildungsnachweis-<start>-<end>.pdf` (the summary) and,
 * under `Nachweise/`, every certificate of the period numbered in the summary's order:
 * ours rendered as PDF (German), external ones as uploaded, named after their recorded
 * type. An external file missing from storage is named in `FEHLENDE-DATEIEN.txt` instead
 * of failing the whole pack. Files are stored without compression (PDF and images are
 * compressed already).
 */
export async function proofZip(
  payload: Payload,
  user: User,
  period: Period,
  certificates: AccountCertificate[],
): Promise<Uint8Array> {
  const files: Zippable = {}
  files[`Fortbildungsnachweis-${period.start}-${period.end}.pdf`] = await proofPdf(
    payload,
    user,
    period,
    certificates,
  )
  const ordered = [...certificates].sort(
    (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  )
  const missing: string[] = []
  for (const [index, c] of ordered.entries()) {
    const base = `Nachweise/${String(index + 1).padStart(3, '0')}-${c.date}-${safe(c.title)}`
    if (c.source === 'journal') {
      const found = await ownCertificate(payload, c.id, user)
      if (found)
        files[`${base}-${c.id}.pdf`] = await certificatePdf(payload, found.credit, found.holder)
      continue
    }
    const doc = await payload.findByID({
      collection: EXTERNAL_CERTIFICATES,
      id: Number(c.id),
      ...asReader(user),
      depth: 0,
      disableErrors: true,
    })
    const stored = doc?.filename
      ? await findStoredFile(
          { filename: doc.filename, folder: storageFolder(doc) },
          certificateFilesDir(),
        )
      : null
    if (!doc?.filename || !stored) {
      missing.push(`${c.date} ${c.title} (${c.provider})`)
      continue
    }
    files[`${base}.${certificateExtension(doc.mimeType)}`] = await readAll(await stored.read())
  }
  if (missing.length)
    files['FEHLENDE-DATEIEN.txt'] = new TextEncoder().encode(
      `Diese Dateien fehlen im Speicher:\n${missing.join('\n')}\n`,
    )
  return zipSync(files, { level: 0 })
}
