import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Newsletter } from '@payload-types'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { runSql } from '@/lib/db/executor'
import { asServer } from '@/lib/payload/readAs'

import { NEWSLETTERS } from './constants'

/** What an issue does for subscribers of a language it has no subject in. */
export type MissingLanguagePolicy = 'skip' | 'german'

/**
 * Which languages of an issue's readers it can reach in their own words: `written` the
 * languages with a subject of their own (German always, the original), `missing` the
 * languages of confirmed subscribers of its audience without one, with how many
 * subscribers each has (most first), and `policy` what the send does with them (`skip`:
 * they get nothing; `german`: they get the German subject and preheader in their own
 * language's frame). The studio shows `missing` before sending and asks for the policy.
 * Null when the issue does not exist.
 */
export type IssueLanguages = {
  written: Locale[]
  missing: { locale: Locale; subscribers: number }[]
  policy: MissingLanguagePolicy
}

/** The language coverage of issue `newsletterId` (see `IssueLanguages`). */
export async function issueLanguages(
  payload: Payload,
  newsletterId: number,
): Promise<IssueLanguages | null> {
  const issue = (await payload.findByID({
    collection: NEWSLETTERS,
    id: newsletterId,
    locale: 'all',
    depth: 0,
    disableErrors: true,
    ...asServer('Studio and send job: the server reads every language of the issue as itself.'),
  })) as (Omit<Newsletter, 'subject'> & { subject: Partial<Record<string, string | null>> }) | null
  if (!issue) return null
  const subjects = issue.subject ?? {}
  const written = LOCALES.filter(
    (locale) => locale === DEFAULT_LOCALE || Boolean(subjects[locale]?.trim()),
  )
  const { rows } = await runSql(
    payload,
    sql`select locale::text as locale, count(*)::int as n from newsletter_subscribers
         where status = 'confirmed' and coalesce(audience, 'doctor') = ${issue.audience}
         group by 1 order by 2 desc, 1`,
  )
  const missing = rows
    .map((row) => ({ locale: String(row.locale), subscribers: Number(row.n) }))
    .filter((row): row is { locale: Locale; subscribers: number } => isLocale(row.locale))
    .filter((row) => !written.includes(row.locale))
  return { written, missing, policy: issue.missingLanguages === 'german' ? 'german' : 'skip' }
}
