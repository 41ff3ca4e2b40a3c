import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/db/executor'

/**
 * Most external certificate files one dentist may keep: 300, about 60 a year over a
 * five-year CME period, far more than a dentist collects (125 points in 5 years).
 */
export const MAX_CERTIFICATE_FILES_PER_DENTIST = 300

/** Most bytes the external certificate files of one dentist may take together: 500 MB. */
export const MAX_CERTIFICATE_BYTES_PER_DENTIST = 500 * 1024 * 1024

// The message of `certificate_quota_exceeded` (API_ERRORS, messages/*.json) names both
// limits: change it with them.

/** Namespace of the per-dentist quota locks (first key of `pg_advisory_xact_lock(int, int)`). */
const QUOTA_LOCK_NAMESPACE = 7002

/** What a dentist's external certificates take: number of files and bytes. */
export type CertificateUsage = { files: number; bytes: number }

/**
 * The files and bytes `userId`'s external certificates take now, leaving out the entry
 * `exceptId` (the one being replaced). Takes a PostgreSQL advisory lock on the dentist in
 * `req`'s transaction first (held until it commits), so two uploads of one dentist at the
 * same moment are counted one after the other and cannot both squeeze into the last place.
 */
export async function lockedCertificateUsage(
  payload: Payload,
  req: PayloadRequest,
  userId: number,
  exceptId?: number | string,
): Promise<CertificateUsage> {
  await runSql(payload, sql`select pg_advisory_xact_lock(${QUOTA_LOCK_NAMESPACE}, ${userId})`, req)
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as files, coalesce(sum(filesize), 0)::float8 as bytes
          from cme_external_certificates
         where user_id = ${userId} and id <> ${Number(exceptId ?? 0)}`,
    req,
  )
  return { files: Number(rows[0]?.files ?? 0), bytes: Number(rows[0]?.bytes ?? 0) }
}

/** Whether `usage` is within both limits of a dentist. */
export const withinCertificateQuota = (usage: CertificateUsage): boolean =>
  usage.files <= MAX_CERTIFICATE_FILES_PER_DENTIST &&
  usage.bytes <= MAX_CERTIFICATE_BYTES_PER_DENTIST
