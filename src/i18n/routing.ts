import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './localeCodes'

/**
 * URL scheme: German unprefixed (`/article/12`), other languages prefixed
 * (`/en/article/12`). Language is chosen explicitly in the switcher, so `/` is always
 * German (no Accept-Language redirect): the journal is German-first.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  // No Set-Cookie on page responses, so a CDN or proxy cache may keep them: the switcher
  // stores the reader's choice itself (src/i18n/rememberLanguage.ts).
  localeCookie: false,
  // No `Link` header naming all 46 language URLs on every response (3.5 KB each): on
  // article pages it claimed translations that do not exist. Articles name the languages
  // they exist in in their metadata; the sitemaps carry every page's alternates
  // (`sitemapFor` in src/lib/seo/sitemap.ts).
  alternateLinks: false,
})
