import { EXPORT_LINK_TTL_HOURS } from '@/lib/account/exportToken'
import { VERIFICATION_LINK_TTL_HOURS } from '@/lib/auth/verification'

import type { EmailBranding } from './branding'
import { renderCatalogMail, type MailCopy, type MailLanguage } from './catalog'
import {
  catalogAuthEmail,
  isCatalogAuthEmail,
  type CatalogAuthEmailKind,
} from './catalogAuthEmails'
import type { RenderedEmail } from './layout'

/** The account emails: verification, magic link, reset, and three notices. */
export type AuthEmailKind =
  | 'verifyEmail'
  | 'magicLink'
  | 'resetPassword'
  | 'accountExists'
  | 'passwordChanged'
  | 'accountDeleted'
  | 'confirmDeletion'
  | 'exportReady'

/** Values an account email needs; `url` is the action link (absent for notices). */
export type AuthEmailValues = { name?: string | null; url?: string; signInUrl?: string }

/** The notices, written in German and English (the other kinds: `catalogAuthEmails.ts`). */
const AUTH_EMAILS: Record<
  MailLanguage,
  MailCopy<Exclude<AuthEmailKind, CatalogAuthEmailKind>, AuthEmailValues>
> = {
  de: {
    greeting: ({ name }) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    kinds: {
      accountExists: {
        subject: (site) => `Registrierungsversuch bei ${site}`,
        paragraphs: (v) => [
          'jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Sie haben bereits ein Konto.',
          `Melden Sie sich hier an: ${v.signInUrl ?? ''}`,
          'Passwort vergessen? Auf der Anmeldeseite können Sie ein neues anfordern.',
        ],
      },
      passwordChanged: {
        subject: (site) => `Ihr Passwort bei ${site} wurde geändert`,
        paragraphs: () => [
          'das Passwort Ihres Kontos wurde soeben geändert. Alle anderen Sitzungen wurden abgemeldet.',
          'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort über „Passwort vergessen?“ zurück und schreiben Sie uns.',
        ],
      },
      confirmDeletion: {
        subject: (site) => `Kontolöschung bei ${site} bestätigen`,
        paragraphs: () => [
          'Sie möchten Ihr Konto löschen. Öffnen Sie den folgenden Link, angemeldet im selben Browser, und bestätigen Sie dort die Löschung.',
        ],
        action: 'Löschung bestätigen',
        note: () =>
          'Der Link ist 1 Stunde gültig und kann nur einmal verwendet werden. Wenn Sie nichts angefordert haben, bleibt Ihr Konto unverändert.',
      },
      exportReady: {
        subject: (site) => `Ihre Daten bei ${site} stehen zum Herunterladen bereit`,
        paragraphs: () => [
          'die ZIP-Datei mit allem, was wir zu Ihrem Konto speichern, ist fertig. Melden Sie sich an und laden Sie sie über den folgenden Link herunter.',
        ],
        action: 'Daten herunterladen',
        note: () =>
          `Der Link ist ${EXPORT_LINK_TTL_HOURS} Stunden gültig und funktioniert nur, wenn Sie mit Ihrem Konto angemeldet sind; danach löschen wir die Datei.`,
      },
      accountDeleted: {
        subject: (site) => `Ihr Konto bei ${site} wurde gelöscht`,
        paragraphs: () => [
          'Ihr Konto wurde soeben gelöscht. Ihr Profil, Ihre hochgeladenen Nachweise, Ihre Newsletter-Abonnements und Ihre Praxiszugehörigkeiten sind entfernt; eine laufende Mitgliedschaft wurde sofort gekündigt.',
          'Ausgestellte CME-Zertifikate bleiben ohne Ihren Namen überprüfbar; Rechnungen bewahren wir nach den gesetzlichen Fristen bei unserem Zahlungsdienstleister auf.',
          'Sie können sich mit dieser E-Mail-Adresse jederzeit neu registrieren.',
        ],
      },
    },
  },
  en: {
    greeting: ({ name }) => (name ? `Hello ${name},` : 'Hello,'),
    kinds: {
      accountExists: {
        subject: (site) => `Sign-up attempt at ${site}`,
        paragraphs: (v) => [
          'someone tried to create a new account with your email address. You already have an account.',
          `Sign in here: ${v.signInUrl ?? ''}`,
          'Forgot your password? You can request a new one on the sign-in page.',
        ],
      },
      passwordChanged: {
        subject: (site) => `Your ${site} password was changed`,
        paragraphs: () => [
          'the password of your account was just changed. All other sessions were signed out.',
          'If this was not you, reset your password at once with "Forgot password?" and write to us.',
        ],
      },
      confirmDeletion: {
        subject: (site) => `Confirm deleting your ${site} account`,
        paragraphs: () => [
          'you asked to delete your account. Open the link below, signed in in the same browser, and confirm the deletion there.',
        ],
        action: 'Confirm deletion',
        note: () =>
          'The link is valid for 1 hour and works only once. If you did not ask for it, your account stays unchanged.',
      },
      exportReady: {
        subject: (site) => `Your ${site} data is ready to download`,
        paragraphs: () => [
          'the ZIP file with everything we store about your account is ready. Sign in and download it with the link below.',
        ],
        action: 'Download your data',
        note: () =>
          `The link is valid for ${EXPORT_LINK_TTL_HOURS} hours and works only while you are signed in to your account; after that we delete the file.`,
      },
      accountDeleted: {
        subject: (site) => `Your ${site} account was deleted`,
        paragraphs: () => [
          'your account was just deleted. Your profile, uploaded certificates, newsletter subscriptions and practice memberships are removed; a running membership was cancelled at once.',
          'CME certificates already issued stay verifiable without your name; invoices are kept by our payment provider for the periods the law requires.',
          'You can sign up again with this email address at any time.',
        ],
      },
    },
  },
}

/**
 * Subject, text and HTML of an account email. The sign-up verification, the magic link
 * and the password reset are in the recipient's language, any of the journal's
 * (`catalogAuthEmail`, from the catalogues); the notices are German for users whose
 * language is `de` and English for everyone else (their texts exist in these two only).
 */
export function authEmail(
  kind: AuthEmailKind,
  values: AuthEmailValues,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  if (isCatalogAuthEmail(kind))
    return catalogAuthEmail(
      kind,
      { name: values.name, url: values.url, hours: VERIFICATION_LINK_TTL_HOURS },
      branding,
      language,
    )
  return renderCatalogMail(AUTH_EMAILS, kind, values, branding, language)
}
