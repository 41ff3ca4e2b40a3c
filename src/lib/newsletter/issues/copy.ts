import { mailLanguage, SUPPORT_LINE, type MailLanguage } from '@/lib/email/catalog'

/** The fixed texts around a newsletter's articles. */
export type IssueCopy = {
  greeting: string
  readMore: string
  premium: string
  premiumNote: string
  footer: (site: string) => string
  unsubscribe: string
  support: (email: string) => string
}

const COPY: Record<MailLanguage, IssueCopy> = {
  de: {
    greeting: 'Guten Tag,',
    readMore: 'Artikel lesen',
    premium: 'Premium',
    premiumNote: 'Premium-Artikel lesen Mitglieder vollständig auf der Website.',
    footer: (site) =>
      `Sie erhalten diese E-Mail, weil Sie den Newsletter von ${site} abonniert haben.`,
    unsubscribe: 'Newsletter abbestellen',
    support: SUPPORT_LINE.de,
  },
  en: {
    greeting: 'Hello,',
    readMore: 'Read the article',
    premium: 'Premium',
    premiumNote: 'Members read premium articles in full on the website.',
    footer: (site) => `You receive this email because you subscribed to the ${site} newsletter.`,
    unsubscribe: 'Unsubscribe from the newsletter',
    support: SUPPORT_LINE.en,
  },
}

/**
 * The fixed texts of a newsletter mail to a reader of `locale`: German for `de`, English
 * for every other language, as all built-in mails (`mailLanguage`). The articles' titles
 * and abstracts and the issue's subject come in the reader's own language.
 */
export function issueCopy(locale: string): { lang: MailLanguage; copy: IssueCopy } {
  const lang = mailLanguage(locale)
  return { lang, copy: COPY[lang] }
}
