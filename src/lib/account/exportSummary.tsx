import { render } from '@react-email/render'

import { DEFAULT_LOCALE, isLocale, isRtl } from '@/i18n/locales'
import { messageTranslator } from '@/i18n/messageTranslator'
import { formatLongDate } from '@/lib/dates/format'

import type { AccountData } from './exportData'

/** The lists of an export in the order the summary shows them (keys of `AccountData`). */
const SECTIONS = [
  'profile',
  'cmeCredits',
  'quizAttempts',
  'externalCertificates',
  'cmeReminders',
  'practiceMemberships',
  'memberships',
  'newsletterSubscriptions',
] as const

const cell = { border: '1px solid #cbd5e1', padding: '4px 8px', textAlign: 'start' } as const

/** One record as "field: value" lines (objects as JSON). */
function recordText(record: Record<string, unknown>): string {
  return Object.entries(record)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join('\n')
}

/**
 * The readable summary of an export (`Übersicht.html` in the archive): an HTML page in the
 * account's `locale` (the `AccountData` texts of its catalogue) listing the account's
 * fields and, per kind of record, how many there are and each record's fields.
 * `data.json` is the complete machine-readable copy.
 */
export async function exportSummaryHtml(data: AccountData, language: string): Promise<string> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE
  const t = await messageTranslator(locale, 'AccountData')
  const date = formatLongDate(data.exportedAt, locale) ?? data.exportedAt
  const sessions = data.signInHistory.sessions.length + data.signInHistory.signInLinks.length
  return render(
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a standalone HTML file in the ZIP, not a Next page */}
      <head>
        <meta charSet="utf-8" />
        <title>{t('summaryTitle')}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 860, margin: '2rem auto' }}>
        <h1>{t('summaryTitle')}</h1>
        <p>{t('summaryIntro', { date })}</p>
        <h2>{t('section.account')}</h2>
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {Object.entries(data.account).map(([key, value]) => (
              <tr key={key}>
                <th style={cell}>{key}</th>
                <td style={cell}>{value === null ? '—' : JSON.stringify(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>{t('section.signIns')}</h2>
        <p>{t('entries', { count: sessions })}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`section.${section}`)}</h2>
            <p>{t('entries', { count: data[section].length })}</p>
            {data[section].map((record, i) => (
              <pre key={i} style={{ ...cell, whiteSpace: 'pre-wrap' }}>
                {recordText(record)}
              </pre>
            ))}
          </section>
        ))}
      </body>
    </html>,
  )
}
