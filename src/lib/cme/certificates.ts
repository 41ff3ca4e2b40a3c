import type { Payload } from 'payload'

import type { CmeCredit, User } from '@payload-types'
import { displayName } from '@/lib/auth/mail'
import { getSettings } from '@/lib/settings/read'
import { siteUrl } from '@/lib/site/url'

import { DEFAULT_UNIT_MINUTES, renderCertificate, type CertificateLanguage } from './certificate'
import { certificatePath } from '@/lib/routes'
import { asReader, asServer } from '@/lib/payload/readAs'

/**
 * A stored certificate (CME credit) with its holder, by certificate id; null when unknown.
 * For the public check of a certificate (`/cme/verify/{id}`): anyone holding the id may
 * confirm it, so the server reads it as itself (`asServer`); the page shows only what
 * a certificate states. A holder's own downloads use `ownCertificate`.
 */
export async function findCertificate(
  payload: Payload,
  certificateId: string,
): Promise<{ credit: CmeCredit; holder: User } | null> {
  const { docs } = await payload.find({
    collection: 'cme-credits',
    where: { certificateId: { equals: certificateId } },
    limit: 1,
    depth: 1,
    ...asServer('Public certificate check: anyone holding the id may confirm it (see above).'),
  })
  return withHolder(docs[0])
}

/**
 * The certificate `certificateId` of `reader`, read as the reader: `cme-credits` lets
 * owners (and admins) read, and the `where` asks for the reader's own, so a staff member
 * downloading through the product API gets only their own too. Null when it is not theirs
 * or unknown.
 */
export async function ownCertificate(
  payload: Payload,
  certificateId: string,
  reader: User,
): Promise<{ credit: CmeCredit; holder: User } | null> {
  const { docs } = await payload.find({
    collection: 'cme-credits',
    where: { certificateId: { equals: certificateId }, user: { equals: reader.id } },
    limit: 1,
    depth: 1,
    ...asReader(reader),
  })
  return withHolder(docs[0])
}

function withHolder(credit: CmeCredit | undefined) {
  if (!credit || typeof credit.user !== 'object' || credit.user === null) return null
  return { credit, holder: credit.user }
}

/**
 * The certificate PDF of a stored credit in `lang`, with the provider and recognition
 * statement from the settings; credits from before the learning unit was recorded state
 * the default unit (45 minutes).
 */
export async function certificatePdf(
  payload: Payload,
  credit: CmeCredit,
  holder: User,
  lang: CertificateLanguage = 'de',
): Promise<Uint8Array> {
  const settings = await getSettings(payload)
  return renderCertificate(
    {
      certificateId: credit.certificateId,
      participantName: displayName(holder) ?? holder.email,
      efn: holder.efn,
      moduleTitle: credit.moduleTitle,
      provider: settings.cmeProvider,
      awardedAt: credit.awardedAt,
      credits: credit.credits,
      percentage: credit.percentage,
      durationMinutes: credit.durationMinutes ?? DEFAULT_UNIT_MINUTES,
      recognitionStatement: settings.cmeRecognitionStatement,
      verifyUrl: `${siteUrl()}${certificatePath(credit.certificateId)}`,
    },
    lang,
  )
}
