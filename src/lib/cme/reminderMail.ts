import type { EmailBranding } from '@/lib/email/branding'
import {
  renderCatalogMail,
  type MailCopy,
  type MailKindCopy,
  type MailLanguage,
} from '@/lib/email/catalog'
import type { RenderedEmail } from '@/lib/email/layout'

import type { ReminderThreshold } from './reminderSchedule'

/**
 * Values of a CME deadline reminder: the dentist's `name` (null: a neutral greeting), the
 * period's last day `periodEnd` (formatted for the mail's language), the points `earned`
 * and `missing` in it, up to a few `articles` with a CME quiz the dentist has not passed
 * (title and absolute link), and `url`, the dashboard with the CME account (the button).
 */
export type CmeReminderValues = {
  name: string | null
  periodEnd: string
  earned: number
  missing: number
  articles: { title: string; url: string }[]
  url: string
}

type KindCopy = MailKindCopy<CmeReminderValues>

/** The German advance reminder with `months` months left. */
const germanAdvance = (months: number): KindCopy => ({
  subject: () => `CME: noch ${months} Monate – Ihnen fehlen Fortbildungspunkte`,
  paragraphs: (v) => [
    `Ihr Fortbildungszeitraum nach § 95d SGB V endet am ${v.periodEnd}. Bis dahin müssen Sie der KZV 125 Punkte nachweisen.`,
    `Bisher haben Sie ${v.earned} Punkte; es fehlen noch ${v.missing} Punkte.`,
    ...articleLines(v, 'Offene CME-Fortbildungen bei uns:'),
  ],
  action: 'CME-Konto öffnen',
  note: () => 'Die Erinnerungen können Sie in Ihrem CME-Konto auf dem Dashboard abbestellen.',
})

/** The English advance reminder with `months` months left. */
const englishAdvance = (months: number): KindCopy => ({
  subject: () => `CME: ${months} months left – you are still missing points`,
  paragraphs: (v) => [
    `Your CME period under § 95d SGB V ends on ${v.periodEnd}. By then you must prove 125 points to your KZV.`,
    `So far you have ${v.earned} points; ${v.missing} points are still missing.`,
    ...articleLines(v, 'Open CME modules with us:'),
  ],
  action: 'Open CME account',
  note: () => 'You can turn these reminders off in your CME account on the dashboard.',
})

const REMINDER_EMAILS: Record<MailLanguage, MailCopy<ReminderThreshold, CmeReminderValues>> = {
  de: {
    greeting: ({ name }) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    kinds: {
      '12m': germanAdvance(12),
      '6m': germanAdvance(6),
      '3m': germanAdvance(3),
      ended: {
        subject: () => 'CME: Ihr Fortbildungszeitraum ist zu Ende – es fehlen Punkte',
        paragraphs: (v) => [
          `Ihr Fortbildungszeitraum nach § 95d SGB V ist am ${v.periodEnd} zu Ende gegangen. Nachgewiesen sind ${v.earned} von 125 Punkten; es fehlen ${v.missing} Punkte.`,
          'Fehlende Punkte können innerhalb von zwei Jahren nachgeholt werden; sie zählen dann nicht für den neuen Zeitraum. Bis zum vollständigen Nachweis kürzt die KZV das Honorar.',
          ...articleLines(v, 'Offene CME-Fortbildungen bei uns:'),
        ],
        action: 'CME-Konto öffnen',
        note: () => 'Die Erinnerungen können Sie in Ihrem CME-Konto auf dem Dashboard abbestellen.',
      },
    },
  },
  en: {
    greeting: ({ name }) => (name ? `Hello ${name},` : 'Hello,'),
    kinds: {
      '12m': englishAdvance(12),
      '6m': englishAdvance(6),
      '3m': englishAdvance(3),
      ended: {
        subject: () => 'CME: your period has ended – points are missing',
        paragraphs: (v) => [
          `Your CME period under § 95d SGB V ended on ${v.periodEnd}. You have proven ${v.earned} of 125 points; ${v.missing} points are missing.`,
          'Missing points can be made up within two years; they then do not count towards the new period. Until they are proven, the KZV reduces your fees.',
          ...articleLines(v, 'Open CME modules with us:'),
        ],
        action: 'Open CME account',
        note: () => 'You can turn these reminders off in your CME account on the dashboard.',
      },
    },
  },
}

/** The list of open CME articles as paragraphs ("Title: link"), under `heading`. */
function articleLines(v: CmeReminderValues, heading: string): string[] {
  if (v.articles.length === 0) return []
  return [heading, ...v.articles.map((a) => `• ${a.title}: ${a.url}`)]
}

/**
 * Subject, text and HTML of a CME deadline reminder for `threshold`, German for dentists
 * whose language is German and English for everyone else (the rule of every built-in mail,
 * `src/lib/email/catalog.ts`).
 */
export function cmeReminderEmail(
  threshold: ReminderThreshold,
  values: CmeReminderValues,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  return renderCatalogMail(REMINDER_EMAILS, threshold, values, branding, language)
}
