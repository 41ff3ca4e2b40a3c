import { DEFAULT_LOCALE } from '@/i18n/localeCodes'
import { articlePath } from '@/lib/routes'

/**
 * The link a dentist hands to a patient for an article: the article's own address in the
 * chosen language (German unprefixed), e.g. `https://…/en/article/12`. Short enough to
 * read out or type, and carrying nothing but the article and the language: no referrer,
 * campaign or reader id, so opening it tracks nobody and needs no account.
 */
export function patientShareLink(origin: string, locale: string, articleId: number): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return `${origin.replace(/\/$/, '')}${prefix}${articlePath(articleId)}`
}
