/**
 * The one list of the journal's 45 languages (German and 44 others).
 * It feeds Payload's `localization` (short codes) and next-intl's routing.
 *
 * - `code`: short language code used in URLs and Payload (`de`, `en`, ...)
 * - `tag`: full locale tag used by the product API (`de-DE`, `en-US`, ...)
 * - `displayName`: the language's own name, `flag`: an emoji flag
 * - `rtl`: right-to-left script (ar, he, fa)
 */
export type LanguageOption = {
  code: string
  tag: string
  countryCode: string
  displayName: string
  englishName: string
  flag: string
  rtl?: boolean
}

export const LANGUAGES = [
  {
    code: 'de',
    tag: 'de-DE',
    countryCode: 'DE',
    displayName: 'Deutsch',
    englishName: 'German',
    flag: '🇩🇪',
  },
  {
    code: 'en',
    tag: 'en-US',
    countryCode: 'US',
    displayName: 'English',
    englishName: 'English',
    flag: '🇺🇸',
  },
  {
    code: 'es',
    tag: 'es-ES',
    countryCode: 'ES',
    displayName: 'Español',
    englishName: 'Spanish',
    flag: '🇪🇸',
  },
  {
    code: 'fr',
    tag: 'fr-FR',
    countryCode: 'FR',
    displayName: 'Français',
    englishName: 'French',
    flag: '🇫🇷',
  },
  {
    code: 'it',
    tag: 'it-IT',
    countryCode: 'IT',
    displayName: 'Italiano',
    englishName: 'Italian',
    flag: '🇮🇹',
  },
  {
    code: 'pt',
    tag: 'pt-PT',
    countryCode: 'PT',
    displayName: 'Português',
    englishName: 'Portuguese',
    flag: '🇵🇹',
  },
  {
    code: 'nl',
    tag: 'nl-NL',
    countryCode: 'NL',
    displayName: 'Nederlands',
    englishName: 'Dutch',
    flag: '🇳🇱',
  },
  {
    code: 'sv',
    tag: 'sv-SE',
    countryCode: 'SE',
    displayName: 'Svenska',
    englishName: 'Swedish',
    flag: '🇸🇪',
  },
  {
    code: 'da',
    tag: 'da-DK',
    countryCode: 'DK',
    displayName: 'Dansk',
    englishName: 'Danish',
    flag: '🇩🇰',
  },
  {
    code: 'no',
    tag: 'nb-NO',
    countryCode: 'NO',
    displayName: 'Norsk',
    englishName: 'Norwegian',
    flag: '🇳🇴',
  },
  {
    code: 'fi',
    tag: 'fi-FI',
    countryCode: 'FI',
    displayName: 'Suomi',
    englishName: 'Finnish',
    flag: '🇫🇮',
  },
  {
    code: 'pl',
    tag: 'pl-PL',
    countryCode: 'PL',
    displayName: 'Polski',
    englishName: 'Polish',
    flag: '🇵🇱',
  },
  {
    code: 'cs',
    tag: 'cs-CZ',
    countryCode: 'CZ',
    displayName: 'Čeština',
    englishName: 'Czech',
    flag: '🇨🇿',
  },
  {
    code: 'hu',
    tag: 'hu-HU',
    countryCode: 'HU',
    displayName: 'Magyar',
    englishName: 'Hungarian',
    flag: '🇭🇺',
  },
  {
    code: 'ro',
    tag: 'ro-RO',
    countryCode: 'RO',
    displayName: 'Română',
    englishName: 'Romanian',
    flag: '🇷🇴',
  },
  {
    code: 'bg',
    tag: 'bg-BG',
    countryCode: 'BG',
    displayName: 'Български',
    englishName: 'Bulgarian',
    flag: '🇧🇬',
  },
  {
    code: 'hr',
    tag: 'hr-HR',
    countryCode: 'HR',
    displayName: 'Hrvatski',
    englishName: 'Croatian',
    flag: '🇭🇷',
  },
  {
    code: 'sk',
    tag: 'sk-SK',
    countryCode: 'SK',
    displayName: 'Slovenčina',
    englishName: 'Slovak',
    flag: '🇸🇰',
  },
  {
    code: 'sl',
    tag: 'sl-SI',
    countryCode: 'SI',
    displayName: 'Slovenščina',
    englishName: 'Slovenian',
    flag: '🇸🇮',
  },
  {
    code: 'et',
    tag: 'et-EE',
    countryCode: 'EE',
    displayName: 'Eesti',
    englishName: 'Estonian',
    flag: '🇪🇪',
  },
  {
    code: 'lv',
    tag: 'lv-LV',
    countryCode: 'LV',
    displayName: 'Latviešu',
    englishName: 'Latvian',
    flag: '🇱🇻',
  },
  {
    code: 'lt',
    tag: 'lt-LT',
    countryCode: 'LT',
    displayName: 'Lietuvių',
    englishName: 'Lithuanian',
    flag: '🇱🇹',
  },
  {
    code: 'el',
    tag: 'el-GR',
    countryCode: 'GR',
    displayName: 'Ελληνικά',
    englishName: 'Greek',
    flag: '🇬🇷',
  },
  {
    code: 'ru',
    tag: 'ru-RU',
    countryCode: 'RU',
    displayName: 'Русский',
    englishName: 'Russian',
    flag: '🇷🇺',
  },
  {
    code: 'uk',
    tag: 'uk-UA',
    countryCode: 'UA',
    displayName: 'Українська',
    englishName: 'Ukrainian',
    flag: '🇺🇦',
  },
  {
    code: 'zh',
    tag: 'zh-CN',
    countryCode: 'CN',
    displayName: '中文',
    englishName: 'Chinese',
    flag: '🇨🇳',
  },
  {
    code: 'ja',
    tag: 'ja-JP',
    countryCode: 'JP',
    displayName: '日本語',
    englishName: 'Japanese',
    flag: '🇯🇵',
  },
  {
    code: 'ko',
    tag: 'ko-KR',
    countryCode: 'KR',
    displayName: '한국어',
    englishName: 'Korean',
    flag: '🇰🇷',
  },
  {
    code: 'hi',
    tag: 'hi-IN',
    countryCode: 'IN',
    displayName: 'हिन्दी',
    englishName: 'Hindi',
    flag: '🇮🇳',
  },
  {
    code: 'th',
    tag: 'th-TH',
    countryCode: 'TH',
    displayName: 'ไทย',
    englishName: 'Thai',
    flag: '🇹🇭',
  },
  {
    code: 'vi',
    tag: 'vi-VN',
    countryCode: 'VN',
    displayName: 'Tiếng Việt',
    englishName: 'Vietnamese',
    flag: '🇻🇳',
  },
  {
    code: 'id',
    tag: 'id-ID',
    countryCode: 'ID',
    displayName: 'Bahasa Indonesia',
    englishName: 'Indonesian',
    flag: '🇮🇩',
  },
  {
    code: 'ms',
    tag: 'ms-MY',
    countryCode: 'MY',
    displayName: 'Bahasa Melayu',
    englishName: 'Malay',
    flag: '🇲🇾',
  },
  {
    code: 'tl',
    tag: 'tl-PH',
    countryCode: 'PH',
    displayName: 'Tagalog',
    englishName: 'Tagalog',
    flag: '🇵🇭',
  },
  {
    code: 'ar',
    tag: 'ar-SA',
    countryCode: 'SA',
    displayName: 'العربية',
    englishName: 'Arabic',
    flag: '🇸🇦',
    rtl: true,
  },
  {
    code: 'he',
    tag: 'he-IL',
    countryCode: 'IL',
    displayName: 'עברית',
    englishName: 'Hebrew',
    flag: '🇮🇱',
    rtl: true,
  },
  {
    code: 'fa',
    tag: 'fa-IR',
    countryCode: 'IR',
    displayName: 'فارسی',
    englishName: 'Persian',
    flag: '🇮🇷',
    rtl: true,
  },
  {
    code: 'tr',
    tag: 'tr-TR',
    countryCode: 'TR',
    displayName: 'Türkçe',
    englishName: 'Turkish',
    flag: '🇹🇷',
  },
  {
    code: 'sw',
    tag: 'sw-KE',
    countryCode: 'KE',
    displayName: 'Kiswahili',
    englishName: 'Swahili',
    flag: '🇰🇪',
  },
  {
    code: 'ca',
    tag: 'ca-ES',
    countryCode: 'ES',
    displayName: 'Català',
    englishName: 'Catalan',
    flag: '🇪🇸',
  },
  {
    code: 'eu',
    tag: 'eu-ES',
    countryCode: 'ES',
    displayName: 'Euskara',
    englishName: 'Basque',
    flag: '🇪🇸',
  },
  {
    code: 'ga',
    tag: 'ga-IE',
    countryCode: 'IE',
    displayName: 'Gaeilge',
    englishName: 'Irish',
    flag: '🇮🇪',
  },
  {
    code: 'cy',
    tag: 'cy-GB',
    countryCode: 'GB',
    displayName: 'Cymraeg',
    englishName: 'Welsh',
    flag: '🏴󠁧󠁢󠁷󠁬󠁳󠁿',
  },
  {
    code: 'mt',
    tag: 'mt-MT',
    countryCode: 'MT',
    displayName: 'Malti',
    englishName: 'Maltese',
    flag: '🇲🇹',
  },
  {
    code: 'is',
    tag: 'is-IS',
    countryCode: 'IS',
    displayName: 'Íslenska',
    englishName: 'Icelandic',
    flag: '🇮🇸',
  },
] as const satisfies readonly LanguageOption[]

export type Locale = (typeof LANGUAGES)[number]['code']

/** All short codes, German first. */
export const LOCALES = LANGUAGES.map((l) => l.code) as unknown as readonly [Locale, ...Locale[]]

export const DEFAULT_LOCALE: Locale = 'de'
/** The full tag of the default language, and the fallback for unknown codes. */
export const DEFAULT_LOCALE_TAG = 'de-DE'

const byCode = new Map<string, LanguageOption>(LANGUAGES.map((l) => [l.code, l]))

/** True when `value` is one of the 45 short codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && byCode.has(value)
}

/** The language option for a short code, or undefined. */
export function languageFor(code: string): LanguageOption | undefined {
  return byCode.get(code)
}

/** A language code's full tag (en -> en-US); unknown codes give de-DE. */
export function localeTagFor(code: string): string {
  return byCode.get(code)?.tag ?? DEFAULT_LOCALE_TAG
}

/** True for right-to-left scripts (ar, he, fa). */
export function isRtl(code: string): boolean {
  return byCode.get(code)?.rtl === true
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
