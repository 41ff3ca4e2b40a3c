import type { EmailBranding } from './branding'
import { renderCatalogMail, type MailCopy, type MailLanguage } from './catalog'
import type { RenderedEmail } from './layout'

/**
 * The mails of practices: an invitation to join, a friendly CME reminder from the practice
 * to a dentist, and the owner's monthly overview and deadline notice.
 */
export type PracticeEmailKind =
  'practiceInvitation' | 'practiceReminder' | 'ownerDigest' | 'ownerDeadline'

/**
 * Values of a practice mail: the `practice`'s name, who `invitedBy` (the owner's or
 * manager's name), the link `url` and, for an invitation, `validUntil` (a formatted day);
 * for a reminder the `missing` points and the formatted `periodEnd`; for the owner's mails
 * the `lines` of the dentists concerned or the `dentist`.
 */
export type PracticeEmailValues = {
  practice: string
  invitedBy?: string
  url?: string
  validUntil?: string
  missing?: number
  periodEnd?: string
  /** Owner mails: one line per dentist concerned (name, light or deadline, missing points). */
  lines?: string[]
  /** Owner deadline notice: the dentist's name. */
  dentist?: string
}

const PRACTICE_EMAILS: Record<MailLanguage, MailCopy<PracticeEmailKind, PracticeEmailValues>> = {
  de: {
    greeting: () => 'Guten Tag,',
    kinds: {
      practiceInvitation: {
        subject: (site) => `Einladung in Ihre Praxis auf ${site}`,
        paragraphs: (v, site) => [
          `${v.invitedBy ?? 'Ihre Praxis'} lädt Sie ein, der Praxis „${v.practice}“ auf ${site} beizutreten.`,
          'Als angestellte Zahnärztin oder angestellter Zahnarzt führen Sie Ihr CME-Konto dort selbst. Sie entscheiden beim Beitritt und jederzeit danach, was die Praxis davon sieht: nichts außer der Mitgliedschaft, Ihren Fortbildungsstand oder auch Ihre Nachweise für die KZV (§ 95d Abs. 5 SGB V).',
          'Haben Sie schon ein Konto, melden Sie sich an und nehmen die Einladung an. Sonst registrieren Sie sich über den Link mit dieser E-Mail-Adresse.',
        ],
        action: 'Einladung ansehen',
        note: (v) =>
          `Die Einladung gilt bis ${v.validUntil ?? ''} und nur für diese E-Mail-Adresse. Wenn Sie die Praxis nicht kennen, ignorieren Sie diese E-Mail.`,
      },
      practiceReminder: {
        subject: () => 'Freundliche Erinnerung: Ihre CME-Punkte',
        paragraphs: (v) => [
          `Ihre Praxis „${v.practice}“ möchte Sie freundlich an Ihre Fortbildungspunkte erinnern: Bis zum Ende Ihres Zeitraums am ${v.periodEnd ?? ''} fehlen noch ${v.missing ?? 0} Punkte.`,
          'In Ihrem CME-Konto sehen Sie Ihren Stand und können Nachweise von anderen Anbietern hinzufügen.',
        ],
        action: 'Zum CME-Konto',
      },
      ownerDigest: {
        subject: () => 'Monatliche Übersicht: CME-Stand Ihrer Praxis',
        paragraphs: (v) => [
          `In der Praxis „${v.practice}“ fehlen bei diesen Zahnärztinnen und Zahnärzten noch Fortbildungspunkte (nur wer den CME-Stand mit der Praxis teilt):`,
          ...(v.lines ?? []),
          'Fehlen am Ende eines Zeitraums Punkte, kürzt die KZV das Honorar der Praxis (§ 95d Abs. 5 SGB V). Ein Nachweis vor Beginn des nächsten Quartals vermeidet die Kürzung.',
        ],
        action: 'Zur Praxisübersicht',
        note: () => 'Diese Übersicht können Sie auf der Praxisseite abbestellen.',
      },
      ownerDeadline: {
        subject: () => 'In drei Monaten endet ein Fortbildungszeitraum',
        paragraphs: (v) => [
          `Der Fortbildungszeitraum von ${v.dentist ?? ''} in der Praxis „${v.practice}“ endet am ${v.periodEnd ?? ''}; es fehlen noch ${v.missing ?? 0} Punkte.`,
          'Fehlen am Ende des Zeitraums Punkte, kürzt die KZV das Honorar der Praxis (§ 95d Abs. 5 SGB V).',
        ],
        action: 'Zur Praxisübersicht',
        note: () => 'Diese Hinweise können Sie auf der Praxisseite abbestellen.',
      },
    },
  },
  en: {
    greeting: () => 'Hello,',
    kinds: {
      practiceInvitation: {
        subject: (site) => `Invitation to your practice on ${site}`,
        paragraphs: (v, site) => [
          `${v.invitedBy ?? 'Your practice'} invites you to join the practice “${v.practice}” on ${site}.`,
          'As an employed dentist you keep your own CME account there. When you join, and at any time afterwards, you decide what the practice sees of it: nothing but your membership, your CME status, or also your certificates for the KZV (§ 95d (5) SGB V).',
          'If you already have an account, sign in and accept the invitation. Otherwise sign up through the link with this email address.',
        ],
        action: 'View invitation',
        note: (v) =>
          `The invitation is valid until ${v.validUntil ?? ''} and only for this email address. If you do not know the practice, ignore this email.`,
      },
      practiceReminder: {
        subject: () => 'A friendly reminder: your CME points',
        paragraphs: (v) => [
          `Your practice “${v.practice}” would like to remind you of your CME points: ${v.missing ?? 0} points are still missing before your period ends on ${v.periodEnd ?? ''}.`,
          'Your CME account shows where you stand and lets you add certificates from other providers.',
        ],
        action: 'Open my CME account',
      },
      ownerDigest: {
        subject: () => 'Monthly overview: CME status of your practice',
        paragraphs: (v) => [
          `In the practice “${v.practice}” these dentists still miss CME points (only those who share their status with the practice):`,
          ...(v.lines ?? []),
          'When points are missing at the end of a period, the KZV cuts the practice’s fees (§ 95d (5) SGB V). A proof handed in before the next quarter starts avoids the cut.',
        ],
        action: 'Open the practice overview',
        note: () => 'You can turn this overview off on the practice page.',
      },
      ownerDeadline: {
        subject: () => 'A CME period ends in three months',
        paragraphs: (v) => [
          `The CME period of ${v.dentist ?? ''} in the practice “${v.practice}” ends on ${v.periodEnd ?? ''}; ${v.missing ?? 0} points are still missing.`,
          'When points are missing at the end of the period, the KZV cuts the practice’s fees (§ 95d (5) SGB V).',
        ],
        action: 'Open the practice overview',
        note: () => 'You can turn these notices off on the practice page.',
      },
    },
  },
}

/** Subject, text and HTML of a practice mail in German or English (`mailLanguage`). */
export function practiceEmail(
  kind: PracticeEmailKind,
  values: PracticeEmailValues,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  return renderCatalogMail(PRACTICE_EMAILS, kind, values, branding, language)
}
