import type { EmailBranding } from '@/lib/email/branding'
import { mailLanguage, SUPPORT_LINE, type MailLanguage } from '@/lib/email/catalog'
import { renderEmail, type RenderedEmail } from '@/lib/email/layout'

import { CONFIRMATION_LINK_TTL_DAYS } from './constants'

/** What a newsletter issue says; plain text, escaped by `renderEmail`. */
export type NewsletterContent = {
  subject: string
  paragraphs: string[]
  action?: { label: string; url: string }
}

type Copy = {
  greeting: string
  confirmation: {
    subject: (site: string) => string
    paragraph: (site: string) => string
    action: string
    note: string
  }
  footer: (site: string, unsubscribeUrl: string) => string
}

const de: Copy = {
  greeting: 'Guten Tag,',
  confirmation: {
    subject: (site) => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${site}`,
    paragraph: (site) =>
      `Sie haben den Newsletter von ${site} bestellt. Bitte bestätigen Sie die Anmeldung über den folgenden Link – erst dann erhalten Sie den Newsletter.`,
    action: 'Anmeldung bestätigen',
    note: `Der Link ist ${CONFIRMATION_LINK_TTL_DAYS} Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie erhalten dann nichts weiter.`,
  },
  footer: (site, url) =>
    `Sie erhalten diese E-Mail, weil Sie den Newsletter von ${site} abonniert haben. Abmelden mit einem Klick: ${url}`,
}

const en: Copy = {
  greeting: 'Hello,',
  confirmation: {
    subject: (site) => `Please confirm your newsletter subscription to ${site}`,
    paragraph: (site) =>
      `You asked for the ${site} newsletter. Please confirm your subscription with the link below – only then will you receive the newsletter.`,
    action: 'Confirm subscription',
    note: `The link is valid for ${CONFIRMATION_LINK_TTL_DAYS} days. If you did not subscribe, ignore this email: you will not hear from us again.`,
  },
  footer: (site, url) =>
    `You receive this email because you subscribed to the ${site} newsletter. Unsubscribe with one click: ${url}`,
}

function copyFor(language: string): { lang: MailLanguage; copy: Copy } {
  const lang = mailLanguage(language)
  return { lang, copy: lang === 'de' ? de : en }
}

/**
 * The double-opt-in mail: subject, text and HTML with the confirmation link
 * (valid CONFIRMATION_LINK_TTL_DAYS = 7 days). German for `de` subscribers, English for
 * everyone else (as the account emails).
 */
export function confirmationEmail(
  confirmUrl: string,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const { lang, copy } = copyFor(language)
  const c = copy.confirmation
  return renderEmail(
    {
      subject: c.subject(branding.siteName),
      greeting: copy.greeting,
      paragraphs: [c.paragraph(branding.siteName)],
      action: { label: c.action, url: confirmUrl },
      note: c.note,
      support: SUPPORT_LINE[lang](branding.supportEmail),
    },
    branding,
    lang,
  )
}

/**
 * A newsletter issue for one subscriber: the content plus a closing line with the link
 * to the unsubscribe page (one button, no sign-in; mail clients use the List-Unsubscribe
 * header instead, RFC 8058). German for `de` subscribers, English otherwise.
 */
export function newsletterEmail(
  content: NewsletterContent,
  unsubscribePageUrl: string,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const { lang, copy } = copyFor(language)
  return renderEmail(
    {
      subject: content.subject,
      greeting: copy.greeting,
      paragraphs: content.paragraphs,
      action: content.action,
      note: copy.footer(branding.siteName, unsubscribePageUrl),
      support: SUPPORT_LINE[lang](branding.supportEmail),
    },
    branding,
    lang,
  )
}
