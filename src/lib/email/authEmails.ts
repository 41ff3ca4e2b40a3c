import { EXPORT_LINK_TTL_HOURS } from '@/lib/account/exportToken'
import { VERIFICATION_LINK_TTL_HOURS } from '@/lib/auth/verification'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { messageTranslator } from '@/i18n/messageTranslator'

import type { EmailBranding } from './branding'
import { renderEmail, type RenderedEmail } from './layout'

/** The account emails: verification, magic link, reset, and the notices around the account. */
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

/** What one mail says: subject, paragraphs, and the button's label and note when it has one. */
type MailTexts = { subject: string; paragraphs: string[]; action?: string; note?: string }

/**
 * Subject, text and HTML of an account email in the recipient's language, any of the
 * journal's 45 (`language`; anything else gets German, the journal's original): the texts
 * from the `AccountMail` namespace of the catalogues, the greeting without a name and the
 * support line from `MailFrame`, so no account mail mixes languages. `values.url` is the
 * button's link (no button without it); `signInUrl` the sign-in link of the "account
 * exists" notice.
 */
export async function authEmail(
  kind: AuthEmailKind,
  values: AuthEmailValues,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE
  const t = await messageTranslator(locale, 'AccountMail')
  const frame = await messageTranslator(locale, 'MailFrame')
  const site = branding.siteName
  const texts: Record<AuthEmailKind, () => MailTexts> = {
    verifyEmail: () => ({
      subject: t('verifySubject', { site }),
      paragraphs: [t('verifyParagraph', { site })],
      action: t('verifyAction'),
      note: t('verifyNote', { hours: VERIFICATION_LINK_TTL_HOURS }),
    }),
    magicLink: () => ({
      subject: t('magicSubject', { site }),
      paragraphs: [t('magicParagraph')],
      action: t('magicAction'),
      note: t('magicNote'),
    }),
    resetPassword: () => ({
      subject: t('resetSubject', { site }),
      paragraphs: [t('resetParagraph')],
      action: t('resetAction'),
      note: t('resetNote'),
    }),
    accountExists: () => ({
      subject: t('existsSubject', { site }),
      paragraphs: [
        t('existsParagraph'),
        t('existsSignIn', { url: values.signInUrl ?? '' }),
        t('existsForgot'),
      ],
    }),
    passwordChanged: () => ({
      subject: t('changedSubject', { site }),
      paragraphs: [t('changedParagraph'), t('changedWarning')],
    }),
    confirmDeletion: () => ({
      subject: t('confirmDeletionSubject', { site }),
      paragraphs: [t('confirmDeletionParagraph')],
      action: t('confirmDeletionAction'),
      note: t('confirmDeletionNote'),
    }),
    exportReady: () => ({
      subject: t('exportSubject', { site }),
      paragraphs: [t('exportParagraph')],
      action: t('exportAction'),
      note: t('exportNote', { hours: EXPORT_LINK_TTL_HOURS }),
    }),
    accountDeleted: () => ({
      subject: t('deletedSubject', { site }),
      paragraphs: [t('deletedParagraph'), t('deletedKept'), t('deletedSignUp')],
    }),
  }
  const mail = texts[kind]()
  return renderEmail(
    {
      subject: mail.subject,
      greeting: values.name ? t('greetingName', { name: values.name }) : frame('greeting'),
      paragraphs: mail.paragraphs,
      action: mail.action && values.url ? { label: mail.action, url: values.url } : undefined,
      note: mail.note,
      support: frame('support', { email: branding.supportEmail }),
    },
    branding,
    locale,
  )
}
