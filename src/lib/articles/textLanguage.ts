import { DEFAULT_LOCALE } from '@/i18n/locales'

/**
 * The language whose text a reader in `requested` sees: `requested` when the article
 * exists in it (`available`: the languages with a title, see `findArticleLocales`), else
 * the German original that the page falls back to.
 */
export function shownTextLocale(requested: string, available: readonly string[]): string {
  return available.includes(requested) ? requested : DEFAULT_LOCALE
}
