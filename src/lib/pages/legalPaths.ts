import { DEFAULT_LOCALE } from '@/i18n/localeCodes'

/**
 * The German addresses of the legal pages. German is the binding language of the imprint,
 * the privacy notice and the terms, and German readers look for them under German words
 * (`/impressum` is what a German site is expected to have); every other language keeps the
 * English path (`/en/imprint`). The old German addresses (`/imprint`, …) answer 301 to the
 * new ones (`legalPathRequest`, run by the proxy), so links and bookmarks keep working.
 */
const GERMAN_LEGAL_PATHS: Readonly<Record<string, string>> = {
  '/imprint': '/impressum',
  '/privacy': '/datenschutz',
  '/terms': '/nutzungsbedingungen',
}

/** The route of each German address (the page's route folder, in German). */
const ROUTE_OF_GERMAN_PATH: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GERMAN_LEGAL_PATHS).map(([route, german]) => [german, route]),
)

/**
 * Path `path` (without language prefix, e.g. `/imprint`) as readers of `locale` see it:
 * a legal page's German address for German, the path unchanged otherwise.
 */
export function pathInLocale(locale: string, path: string): string {
  return locale === DEFAULT_LOCALE ? (GERMAN_LEGAL_PATHS[path] ?? path) : path
}

/**
 * The language-neutral path of `path` as the address bar shows it (without prefix): a legal
 * page's German address gives its route (`/impressum` -> `/imprint`), which `pathInLocale`
 * turns into any language's address; every other path is returned unchanged.
 */
export function routePath(path: string): string {
  return ROUTE_OF_GERMAN_PATH[path] ?? path
}

/**
 * What the proxy does with a request for `pathname`: a legal page's German address is
 * served by the page's route in German (`{ rewrite: '/de/imprint' }`); its old English path
 * in German, with or without `/de`, moves there for good (`{ redirect: '/impressum' }`, a
 * 301); anything else is no legal page's concern (null).
 */
export function legalPathRequest(
  pathname: string,
): { rewrite: string } | { redirect: string } | null {
  const route = ROUTE_OF_GERMAN_PATH[pathname]
  if (route) return { rewrite: `/${DEFAULT_LOCALE}${route}` }
  const unprefixed = pathname.startsWith(`/${DEFAULT_LOCALE}/`)
    ? pathname.slice(DEFAULT_LOCALE.length + 1)
    : pathname
  const german = GERMAN_LEGAL_PATHS[unprefixed]
  return german ? { redirect: german } : null
}
