import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { displayName } from '@/lib/auth/mail'
import { zipStream, type ZipEntry, type ZipStreamOptions } from '@/lib/http/zipStream'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'
import { getSettings } from '@/lib/settings/read'
import { asReader } from '@/lib/payload/readAs'

import { cmeAccount, type AccountCertificate } from './account'
import { certificatePdf, ownCertificate } from './certificates'
import { certificateExtension, certificateFilesDir, EXTERNAL_CERTIFICATES } from './externalFiles'
import { inPeriod, type Period } from './period'
import { renderProofPdf, type SubmittingPractice } from './proofPdf'
import { fileNamePart } from './fileNamePart'

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
    identity: {
      title: user.cmeTitle,
      practiceAddress: user.cmePracticeAddress,
      kzvNumber: user.cmeKzvNumber,
      birthDate: user.cmeBirthDate,
    },
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

/**
 * The stored file of external certificate `id`, read through the collection's access rules
 * as `reader` (the dentist or their practice), with the extension its recorded type gives;
 * null when the entry or its file is gone.
 */
async function externalFile(payload: Payload, reader: User, id: string) {
  const doc = await payload.findByID({
    collection: EXTERNAL_CERTIFICATES,
    id: Number(id),
    ...asReader(reader),
    depth: 0,
    disableErrors: true,
  })
  if (!doc?.filename) return null
  const stored = await findStoredFile(
    { filename: doc.filename, folder: storageFolder(doc) },
    certificateFilesDir(),
  )
  return stored ? { stored, extension: certificateExtension(doc.mimeType) } : null
}

/**
 * The entries of a proof pack in order, each made only when the archive gets to it: the
 * summary, then every certificate (ours rendered now, external ones read from storage as
 * a stream), then the list of missing files if any.
 */
async function* proofEntries(
  payload: Payload,
  user: User,
  period: Period,
  certificates: AccountCertificate[],
  summary: Uint8Array,
  reader: User,
): AsyncGenerator<ZipEntry> {
  yield { name: `Fortbildungsnachweis-${period.start}-${period.end}.pdf`, data: summary }
  const ordered = [...certificates].sort(
    (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
  )
  const missing: string[] = []
  for (const [index, c] of ordered.entries()) {
    const base = `Nachweise/${String(index + 1).padStart(3, '0')}-${c.date}-${fileNamePart(c.title)}`
    if (c.source === 'journal') {
      const found = await journalCertificate(payload, c.id, user, reader)
      if (found)
        yield {
          name: `${base}-${c.id}.pdf`,
          data: await certificatePdf(payload, found.credit, found.holder),
        }
      continue
    }
    const file = await externalFile(payload, reader, c.id)
    if (!file) {
      missing.push(`${c.date} ${c.title} (${c.provider})`)
      continue
    }
    yield { name: `${base}.${file.extension}`, data: () => file.stored.read() }
  }
  if (missing.length)
    yield {
      name: 'FEHLENDE-DATEIEN.txt',
      data: new TextEncoder().encode(`Diese Dateien fehlen im Speicher:\n${missing.join('\n')}\n`),
    }
}

/**
 * The proof pack as a ZIP stream: `Fortbildungsnachweis-<start>-<end>.pdf` (the summary)
 * and, under `Nachweise/`, every certificate of the period numbered in the summary's
 * order: ours rendered as PDF (German), external ones as uploaded, named after their
 * recorded type. An external file missing from storage is named in `FEHLENDE-DATEIEN.txt`
 * instead of failing the whole pack. Files are stored without compression (PDF and images
 * are compressed already).
 *
 * The summary is rendered before this returns (a failure there is an ordinary error);
 * everything else is read while the archive is read (see `zipStream`, which also takes
 * `options`), so memory stays flat however many and large the files are. With
 * `submitter` (a practice), everything is read as the practice's reader and the summary
 * names the practice.
 */
export async function proofZip(
  payload: Payload,
  user: User,
  period: Period,
  certificates: AccountCertificate[],
  { options, submitter }: { options?: ZipStreamOptions; submitter?: ProofSubmitter } = {},
): Promise<ReadableStream<Uint8Array>> {
  const summary = await proofPdf(payload, user, period, certificates, submitter)
  const reader = submitter?.reader ?? user
  return zipStream(proofEntries(payload, user, period, certificates, summary, reader), options)
}
