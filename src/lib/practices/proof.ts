import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { proofContents, proofPdf, proofZip, type ProofPeriodChoice } from '@/lib/cme/proofPack'
import { asReader } from '@/lib/payload/readAs'

import type { PracticeRefusal } from './invitations'
import { managedMember } from './memberAccess'
import { KZVS } from './vocabulary'

/**
 * A proof file for the KZV: the summary PDF's bytes or the ZIP as a stream (built while it
 * is sent), and the period it covers.
 */
export type PracticeProof = {
  body: Uint8Array | ReadableStream<Uint8Array>
  period: { start: string; end: string }
}

/**
 * The proof pack (`pdf`: the summary; `zip`: the summary and every certificate file) of
 * employed dentist `memberId` for `period`, made by an owner or manager of practice
 * `practiceId`: the same pack the dentist gets, with the practice named as the party that
 * submits it under § 95d (5) SGB V. The certificates are read through the collections'
 * rule as the reader, so only with `certificates` consent (403 `consent_required`
 * otherwise); 404 `cme_period_not_found` for a period that is not one of the dentist's.
 */
export async function practiceProof(
  payload: Payload,
  reader: User,
  practiceId: number,
  memberId: number,
  kind: 'pdf' | 'zip',
  period: ProofPeriodChoice = 'current',
): Promise<PracticeProof | PracticeRefusal> {
  const found = await managedMember(
    payload,
    reader,
    practiceId,
    memberId,
    'certificates',
    'consent_required',
  )
  if ('code' in found) return found
  const contents = await proofContents(payload, found.dentist, period, reader)
  if (!contents) return { status: 404, code: 'cme_period_not_found' }
  const practice = await payload.findByID({
    collection: 'practices',
    id: practiceId,
    depth: 0,
    ...asReader(reader),
  })
  const submitter = {
    reader,
    practice: {
      name: practice.name,
      address: `${practice.street}, ${practice.postalCode} ${practice.city}`,
      kzv: KZVS[practice.kzv],
    },
  }
  const { period: bounds, certificates } = contents
  return {
    body:
      kind === 'pdf'
        ? await proofPdf(payload, found.dentist, bounds, certificates, submitter)
        : await proofZip(payload, found.dentist, bounds, certificates, { submitter }),
    period: bounds,
  }
}
