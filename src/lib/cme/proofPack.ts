import { zipSync, type Zippable } from 'fflate'
import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { displayName } from '@/lib/auth/mail'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'
import { asReader } from '@/lib/payload/readAs'
import { getSettings } from '@/lib/settings/read'

import { cmeAccount, type AccountCertificate } from './account'
import { certificatePdf, ownCertificate } from './certificates'
import { certificateFilesDir, EXTERNAL_CERTIFICATES } from './externalFiles'
import { inPeriod, type Period } from './period'
import { renderProofPdf, type SubmittingPractice } from './proofPdf'

/** The period a proof pack covers: `current`, or the first day of one of the dentist's periods. */
export type ProofPeriodChoice = 'current' | string

/**
 * The period and its certificates for a proof pack, read as `reader` (default: the dentist),
 * or null for an unknown period.
 */
export async function proofContents(
  payload: Payload,
  user: User,
  choice: ProofPeriodChoice,
  reader: User = user,
): Promise<{ period: Period; certificates: AccountCertificate[] } | null> {
  const account = await cmeAccount(payload, user, undefined, reader)
  const period =
    choice === 'current' ? account.current : account.periods.find((p) => p.start === choice)
  if (!period) return null
  const bounds = { start: period.start, end: period.end }
  return {
    period: bounds,
    certificates: account.certificates.filter((c) => inPeriod(bounds, c.date)),
  }
}

/**
 * Who makes a proof pack other than the dentist: `reader`, through whose access the
 * certificates are read (a practice owner or manager the dentist shares certificates
 * with), and the practice named on the summary as the party submitting it.
 */
export type ProofSubmitter = { reader: User; practice: SubmittingPractice }

/** The proof summary PDF (see `renderProofPdf`) of `user` for `period`. */
export async function proofPdf(
  payload: Payload,
  user: User,
  period: Period,
  certificates: AccountCertificate[],
  submitter?: ProofSubmitter,
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
    submittedBy: submitter?.practice,
  })
}

/** One of our certificates of `user` for the pack, read as `reader` (the dentist or their practice). */
async function journalCertificate(
  payload: Payload,
  certificateId: string,
  user: User,
  reader: User,
) {
  if (reader.id === user.id) return ownCertificate(payload, certificateId, user)
  const { docs } = await payload.find({
    collection: 'cme-credits',
    where: { certificateId: { equals: certificateId }, user: { equals: user.id } },
    limit: 1,
    depth: 0,
    ...asReader(reader),
  })
  return docs[0] ? { credit: docs[0], holder: user } : null
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
 * ours rendered as PDF (German), external ones as uploaded. An external file missing from
 * storage is named in `FEHLENDE-DATEIEN.txt` instead of failing the whole pack. Files are
 * stored without compression (PDF and images are compressed already).
 */
export async function proofZip(
  payload: Payload,
  user: User,
  period: Period,
  certificates: AccountCertificate[],
  submitter?: ProofSubmitter,
): Promise<Uint8Array> {
  const reader = submitter?.reader ?? user
  const files: Zippable = {}
  files[`Fortbildungsnachweis-${period.start}-${period.end}.pdf`] = await proofPdf(
    payload,
    user,
    period,
    certificates,
    submitter,
  )
  const ordered = [...certificates].sort(
    (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  )
  const missing: string[] = []
  for (const [index, c] of ordered.entries()) {
    const base = `Nachweise/${String(index + 1).padStart(3, '0')}-${c.date}-${safe(c.title)}`
    if (c.source === 'journal') {
      const found = await journalCertificate(payload, c.id, user, reader)
      if (found)
        files[`${base}-${c.id}.pdf`] = await certificatePdf(payload, found.credit, found.holder)
      continue
    }
    const doc = await payload.findByID({
      collection: EXTERNAL_CERTIFICATES,
      id: Number(c.id),
      ...asReader(reader),
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
    files[`${base}.${doc.filename.split('.').pop()}`] = await readAll(await stored.read())
  }
  if (missing.length)
    files['FEHLENDE-DATEIEN.txt'] = new TextEncoder().encode(
      `Diese Dateien fehlen im Speicher:\n${missing.join('\n')}\n`,
    )
  return zipSync(files, { level: 0 })
}
