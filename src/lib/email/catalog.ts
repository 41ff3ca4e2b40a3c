import type { EmailBranding } from './branding'
import { renderEmail, type RenderedEmail } from './layout'

/** The languages the built-in mails are written in. */
export type MailLanguage = 'de' | 'en'

/**
 * The language of a mail to someone whose language is `language`: German for `de`,
 * English for everyone else (the built-in texts exist in these two only).
 */
export function mailLanguage(language: string): MailLanguage {
  return language === 'de' ? 'de' : 'en'
}

/** The closing line of every mail, naming the support address. */
export const SUPPORT_LINE: Record<MailLanguage, (supportEmail: string) => string> = {
  de: (email) => `Fragen? Schreiben Sie uns an ${email}.`,
  en: (email) => `Questions? Write to us at ${email}.`,
}

/** The texts of one kind of mail; `site` is the product name from the branding. */
export type MailKindCopy<V> = {
  subject: (site: string) => string
  paragraphs: (values: V, site: string) => string[]
  /** The button's label; the button is shown only when the values carry a `url`. */
  action?: string
  /** Shown under the button, e.g. how long the link is valid. */
  note?: (values: V) => string
}

/** A family of mails in one language: how it greets and what each kind says. */
export type MailCopy<K extends string, V> = {
  greeting: (values: V) => string
  kinds: Record<K, MailKindCopy<V>>
}

/**
 * Renders mail `kind` of a family written in German and English (`catalog`) with the
 * shared layout: subject, plain text and HTML, in the language `mailLanguage(language)`
 * picks, signed with the branding's product name and support address. `values.url` is
 * the button's link (no button without it).
 */
export function renderCatalogMail<K extends string, V extends { url?: string }>(
  catalog: Record<MailLanguage, MailCopy<K, V>>,
  kind: K,
  values: V,
  branding: EmailBranding,
  language: string,
): Promise<RenderedEmail> {
  const lang = mailLanguage(language)
  const copy = catalog[lang]
  const k = copy.kinds[kind]
  return renderEmail(
    {
      subject: k.subject(branding.siteName),
      greeting: copy.greeting(values),
      paragraphs: k.paragraphs(values, branding.siteName),
      action: k.action && values.url ? { label: k.action, url: values.url } : undefined,
      note: k.note?.(values),
      support: SUPPORT_LINE[lang](branding.supportEmail),
    },
    branding,
    lang,
  )
}
