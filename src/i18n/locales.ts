import { isRtl, localeTagFor, type Locale } from './localeCodes'

export {
  DEFAULT_LOCALE,
  isLocale,
  isRtl,
  LOCALES,
  localeTagFor,
  parseLocaleParam,
  type Locale,
} from './localeCodes'

/**
 * The one list of the journal's 45 languages (German and 44 others), as the language
 * switcher, the studio and metadata show them; the codes, tags and text directions are in
 * `localeCodes.ts`.
 *
 * - `code`: short language code used in URLs and Payload (`de`, `en`, ...)
 * - `tag`: full locale tag used by the product API (`de-DE`, `en-US`, ...)
 * - `displayName`: the language's own name, `flag`: an emoji flag
 * - `rtl`: right-to-left script (ar, he, fa)
 */
export type LanguageOption = {
  code: Locale
  tag: string
  countryCode: string
  displayName: string
  englishName: string
  flag: string
  rtl?: boolean
}

const NAMES = [
  {
    code: 'de',
    countryCode: 'DE',
    displayName: 'Deutsch',
    englishName: 'German',
    flag: '🇩🇪',
  },
  {
    code: 'en',
    countryCode: 'US',
    displayName: 'English',
    englishName: 'English',
    flag: '🇺🇸',
  },
  {
    code: 'es',
    countryCode: 'ES',
    displayName: 'Español',
    englishName: 'Spanish',
    flag: '🇪🇸',
  },
  {
    code: 'fr',
    countryCode: 'FR',
    displayName: 'Français',
    englishName: 'French',
    flag: '🇫🇷',
  },
  {
    code: 'it',
    countryCode: 'IT',
    displayName: 'Italiano',
    englishName: 'Italian',
    flag: '🇮🇹',
  },
  {
    code: 'pt',
    countryCode: 'PT',
    displayName: 'Português',
    englishName: 'Portuguese',
    flag: '🇵🇹',
  },
  {
    code: 'nl',
    countryCode: 'NL',
    displayName: 'Nederlands',
    englishName: 'Dutch',
    flag: '🇳🇱',
  },
  {
    code: 'sv',
    countryCode: 'SE',
    displayName: 'Svenska',
    englishName: 'Swedish',
    flag: '🇸🇪',
  },
  {
    code: 'da',
    countryCode: 'DK',
    displayName: 'Dansk',
    englishName: 'Danish',
    flag: '🇩🇰',
  },
  {
    code: 'no',
    countryCode: 'NO',
    displayName: 'Norsk',
    englishName: 'Norwegian',
    flag: '🇳🇴',
  },
  {
    code: 'fi',
    countryCode: 'FI',
    displayName: 'Suomi',
    englishName: 'Finnish',
    flag: '🇫🇮',
  },
  {
    code: 'pl',
    countryCode: 'PL',
    displayName: 'Polski',
    englishName: 'Polish',
    flag: '🇵🇱',
  },
  {
    code: 'cs',
    countryCode: 'CZ',
    displayName: 'Čeština',
    englishName: 'Czech',
    flag: '🇨🇿',
  },
  {
    code: 'hu',
    countryCode: 'HU',
    displayName: 'Magyar',
    englishName: 'Hungarian',
    flag: '🇭🇺',
  },
  {
    code: 'ro',
    countryCode: 'RO',
    displayName: 'Română',
    englishName: 'Romanian',
    flag: '🇷🇴',
  },
  {
    code: 'bg',
    countryCode: 'BG',
    displayName: 'Български',
    englishName: 'Bulgarian',
    flag: '🇧🇬',
  },
  {
    code: 'hr',
    countryCode: 'HR',
    displayName: 'Hrvatski',
    englishName: 'Croatian',
    flag: '🇭🇷',
  },
  {
    code: 'sk',
    countryCode: 'SK',
    displayName: 'Slovenčina',
    englishName: 'Slovak',
    flag: '🇸🇰',
  },
  {
    code: 'sl',
    countryCode: 'SI',
    displayName: 'Slovenščina',
    englishName: 'Slovenian',
    flag: '🇸🇮',
  },
  {
    code: 'et',
    countryCode: 'EE',
    displayName: 'Eesti',
    englishName: 'Estonian',
    flag: '🇪🇪',
  },
  {
    code: 'lv',
    countryCode: 'LV',
    displayName: 'Latviešu',
    englishName: 'Latvian',
    flag: '🇱🇻',
  },
  {
    code: 'lt',
    countryCode: 'LT',
    displayName: 'Lietuvių',
    englishName: 'Lithuanian',
    flag: '🇱🇹',
  },
  {
    code: 'el',
    countryCode: 'GR',
    displayName: 'Ελληνικά',
    englishName: 'Greek',
    flag: '🇬🇷',
  },
  {
    code: 'ru',
    countryCode: 'RU',
    displayName: 'Русский',
    englishName: 'Russian',
    flag: '🇷🇺',
  },
  {
    code: 'uk',
    countryCode: 'UA',
    displayName: 'Українська',
    englishName: 'Ukrainian',
    flag: '🇺🇦',
  },
  {
    code: 'zh',
    countryCode: 'CN',
    displayName: '中文',
    englishName: 'Chinese',
    flag: '🇨🇳',
  },
  {
    code: 'ja',
    countryCode: 'JP',
    displayName: '日本語',
    englishName: 'Japanese',
    flag: '🇯🇵',
  },
  {
    code: 'ko',
    countryCode: 'KR',
    displayName: '한국어',
    englishName: 'Korean',
    flag: '🇰🇷',
  },
  {
    code: 'hi',
    countryCode: 'IN',
    displayName: 'हिन्दी',
    englishName: 'Hindi',
    flag: '🇮🇳',
  },
  {
    code: 'th',
    countryCode: 'TH',
    displayName: 'ไทย',
    englishName: 'Thai',
    flag: '🇹🇭',
  },
  {
    code: 'vi',
    countryCode: 'VN',
    displayName: 'Tiếng Việt',
    englishName: 'Vietnamese',
    flag: '🇻🇳',
  },
  {
    code: 'id',
    countryCode: 'ID',
    displayName: 'Bahasa Indonesia',
    englishName: 'Indonesian',
    flag: '🇮🇩',
  },
  {
    code: 'ms',
    countryCode: 'MY',
    displayName: 'Bahasa Melayu',
    englishName: 'Malay',
    flag: '🇲🇾',
  },
  {
    code: 'tl',
    countryCode: 'PH',
    displayName: 'Tagalog',
    englishName: 'Tagalog',
    flag: '🇵🇭',
  },
  {
    code: 'ar',
    countryCode: 'SA',
    displayName: 'العربية',
    englishName: 'Arabic',
    flag: '🇸🇦',
  },
  {
    code: 'he',
    countryCode: 'IL',
    displayName: 'עברית',
    englishName: 'Hebrew',
    flag: '🇮🇱',
  },
  {
    code: 'fa',
    countryCode: 'IR',
    displayName: 'فارسی',
    englishName: 'Persian',
    flag: '🇮🇷',
  },
  {
    code: 'tr',
    countryCode: 'TR',
    displayName: 'Türkçe',
    englishName: 'Turkish',
    flag: '🇹🇷',
  },
  {
    code: 'sw',
    countryCode: 'KE',
    displayName: 'Kiswahili',
    englishName: 'Swahili',
    flag: '🇰🇪',
  },
  {
    code: 'ca',
    countryCode: 'ES',
    displayName: 'Català',
    englishName: 'Catalan',
    flag: '🇪🇸',
  },
  {
    code: 'eu',
    countryCode: 'ES',
    displayName: 'Euskara',
    englishName: 'Basque',
    flag: '🇪🇸',
  },
  {
    code: 'ga',
    countryCode: 'IE',
    displayName: 'Gaeilge',
    englishName: 'Irish',
    flag: '🇮🇪',
  },
  {
    code: 'cy',
    countryCode: 'GB',
    displayName: 'Cymraeg',
    englishName: 'Welsh',
    flag: '🏴󠁧󠁢󠁷󠁬󠁳󠁿',
  },
  {
    code: 'mt',
    countryCode: 'MT',
    displayName: 'Malti',
    englishName: 'Maltese',
    flag: '🇲🇹',
  },
  {
    code: 'is',
    countryCode: 'IS',
    displayName: 'Íslenska',
    englishName: 'Icelandic',
    flag: '🇮🇸',
  },
] as const satisfies readonly Omit<LanguageOption, 'tag' | 'rtl'>[]

/** The 45 languages in the order of `LOCALES`, German first. */
export const LANGUAGES: readonly LanguageOption[] = NAMES.map((l) => ({
  ...l,
  tag: localeTagFor(l.code),
  ...(isRtl(l.code) ? { rtl: true } : {}),
}))

const byCode = new Map<string, LanguageOption>(LANGUAGES.map((l) => [l.code, l]))

/** The language option for a short code, or undefined. */
export function languageFor(code: string): LanguageOption | undefined {
  return byCode.get(code)
}
