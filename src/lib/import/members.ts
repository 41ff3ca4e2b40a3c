import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/** What a members import did, in rows of the CSV. */
export interface MembersReport {
  imported: number
  /** Subscribed in Ghost but already on the journal's list (left as it is). */
  existing: number
  /** Not subscribed to e-mails in Ghost, or deleted there. */
  notSubscribed: number
  /** Without an e-mail address or without the date of their sign-up (no proof of consent). */
  invalid: number
}

/** One member the journal may keep as a subscriber. */
export interface ConsentedMember {
  email: string
  /** When the member signed up in Ghost, ISO 8601: the recorded date of the consent. */
  consentAt: string
}

/**
 * Reads Ghost's members CSV (Members → Export: `email`, `subscribed_to_emails`, `created_at`,
 * `deleted_at`, …) and keeps only the members with recorded consent: subscribed to e-mails,
 * not deleted, with a sign-up date. Returns them and how many rows were left out and why.
 */
export function consentedMembers(csv: string): {
  members: ConsentedMember[]
  notSubscribed: number
  invalid: number
} {
  const rows = parse(csv, {
    columns: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string>[]
  const members: ConsentedMember[] = []
  let notSubscribed = 0
  let invalid = 0
  for (const row of rows) {
    if (row.subscribed_to_emails?.toLowerCase() !== 'true' || row.deleted_at) {
      notSubscribed++
      continue
    }
    const email = row.email?.trim().toLowerCase() ?? ''
    const date = new Date(row.created_at ?? '')
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || Number.isNaN(date.getTime())) {
      invalid++
      continue
    }
    members.push({ email, consentAt: date.toISOString() })
  }
  return { members, notSubscribed, invalid }
}

/**
 * Imports Ghost members as newsletter subscribers **only** (never as dentist accounts), and
 * only those with their recorded consent (`consentedMembers`): confirmed, source `import`,
 * consent and request dated to their Ghost sign-up, German, the dentists' newsletter. An
 * address already on the list is left exactly as it is (its own consent or revocation
 * stands). With `dryRun` nothing is written.
 */
export async function importMembers(
  payload: Payload,
  csv: string,
  { dryRun }: { dryRun: boolean },
): Promise<MembersReport> {
  const { members, notSubscribed, invalid } = consentedMembers(csv)
  const report: MembersReport = { imported: 0, existing: 0, notSubscribed, invalid }
  const reason = 'Members import (started by an admin): subscribers with their recorded consent.'
  for (const member of members) {
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: member.email } },
      ...asServer(reason),
    })
    if (totalDocs > 0) {
      report.existing++
      continue
    }
    report.imported++
    if (dryRun) continue
    await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email: member.email,
        status: 'confirmed',
        audience: 'doctor',
        locale: 'de',
        source: 'import',
        requestedAt: member.consentAt,
        consentAt: member.consentAt,
      },
      ...asServer(reason),
    })
  }
  return report
}
