/**
 * The journal's 45 language codes and what code needs about them, without the language
 * names and flags (`locales.ts`, which builds on this): the browser's navigation helpers,
 * the premium body and the audio player import this, so reading pages do not carry the
 * whole language table.
 */

/** All short codes, German first: URLs (`/en/…`), Payload's locales, next-intl's routing. */
export const LOCALES = [
  'de',
  'en',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'no',
  'fi',
  'pl',
  'cs',
  'hu',
  'ro',
  'bg',
  'hr',
  'sk',
  'sl',
  'et',
  'lv',
  'lt',
  'el',
  'ru',
  'uk',
  'zh',
  'ja',
  'ko',
  'hi',
  'th',
  'vi',
  'id',
  'ms',
  'tl',
  'ar',
  'he',
  'fa',
  'tr',
  'sw',
  'ca',
  'eu',
  'ga',
  'cy',
  'mt',
  'is',
] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'de'
/** The full tag of the default language, and the fallback for unknown codes. */
export const DEFAULT_LOCALE_TAG = 'de-DE'

/** Each code's full tag as the product API and `Intl` use it (`en` → `en-US`). */
const TAGS: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
  nl: 'nl-NL',
  sv: 'sv-SE',
  da: 'da-DK',
  no: 'nb-NO',
  fi: 'fi-FI',
  pl: 'pl-PL',
  cs: 'cs-CZ',
  hu: 'hu-HU',
  ro: 'ro-RO',
  bg: 'bg-BG',
  hr: 'hr-HR',
  sk: 'sk-SK',
  sl: 'sl-SI',
  et: 'et-EE',
  lv: 'lv-LV',
  lt: 'lt-LT',
  el: 'el-GR',
  ru: 'ru-RU',
  uk: 'uk-UA',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  hi: 'hi-IN',
  th: 'th-TH',
  vi: 'vi-VN',
  id: 'id-ID',
  ms: 'ms-MY',
  tl: 'tl-PH',
  ar: 'ar-SA',
  he: 'he-IL',
  fa: 'fa-IR',
  tr: 'tr-TR',
  sw: 'sw-KE',
  ca: 'ca-ES',
  eu: 'eu-ES',
  ga: 'ga-IE',
  cy: 'cy-GB',
  mt: 'mt-MT',
  is: 'is-IS',
}

/** Right-to-left scripts. */
const RTL = new Set<string>(['ar', 'he', 'fa'])

/** True when `value` is one of the 45 short codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(TAGS, value)
}

/** A language code's full tag (en -> en-US); unknown codes give de-DE. */
export function localeTagFor(code: string): string {
  return isLocale(code) ? TAGS[code] : DEFAULT_LOCALE_TAG
}

/** True for right-to-left scripts (ar, he, fa). */
export function isRtl(code: string): boolean {
  return RTL.has(code)
}

/**
 * Parses a locale as the product API receives it (a full tag like `de-DE`,
 * also accepted: a short code like `de`, any case, `_` as separator) into a short code.
 * Returns undefined when the primary subtag is not one of our 45 languages.
 * `nb`/`nn` (Norwegian Bokmål/Nynorsk) map to `no`.
 */
export function parseLocaleParam(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined
  const primary = value.trim().replace('_', '-').split('-')[0]?.toLowerCase() ?? ''
  const code = primary === 'nb' || primary === 'nn' ? 'no' : primary
  return isLocale(code) ? code : undefined
}
