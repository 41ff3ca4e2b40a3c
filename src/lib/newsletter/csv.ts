import { stringify } from 'csv-stringify/sync'

import type { NewsletterSubscriber } from '@payload-types'

import type { NewsletterStatus } from './constants'

/** The columns of the subscriber export, in order (timestamps ISO 8601, UTC). */
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'locale',
  'source',
  'requestedAt',
  'consentAt',
  'consentIpHash',
  'unsubscribedAt',
  'createdAt',
] as const

export type CsvSubscriber = Pick<NewsletterSubscriber, (typeof SUBSCRIBER_CSV_COLUMNS)[number]>

/**
 * The subscriber export for admins, as RFC 4180 CSV with a header
 * row, built by csv-stringify: UTF-8 with a byte-order mark (so spreadsheet programs read
 * umlauts right), CRLF line ends, and cells that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` …) prefixed with `'` (CSV injection).
 */
export function subscribersCsv(subscribers: CsvSubscriber[]): string {
  return stringify(
    subscribers.map((s) => SUBSCRIBER_CSV_COLUMNS.map((column) => s[column] ?? '')),
    {
      header: true,
      columns: [...SUBSCRIBER_CSV_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  )
}

/** File name of an export, e.g. `newsletter-subscribers-confirmed-2026-11-21.csv` (`all` without a status filter; UTC date). */
export function subscribersCsvFilename(
  status: NewsletterStatus | undefined,
  now: Date = new Date(),
): string {
  return `newsletter-subscribers-${status ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`
}
