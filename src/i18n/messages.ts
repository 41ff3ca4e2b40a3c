import de from '../../messages/de.json'
import en from '../../messages/en.json'

import { isLocale } from './locales'

/** The shape of a UI catalogue: the German one is the source every language follows. */
export type Messages = typeof de

/** A catalogue as nested objects of ICU strings. */
export type Tree = { [key: string]: string | Tree }

/** `over` laid over `base`, branch by branch (a key missing in `over` keeps `base`'s text). */
function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const below = out[key]
    out[key] =
      typeof value === 'object' && typeof below === 'object' ? deepMerge(below, value) : value
  }
  return out
}

/**
 * The locale's own catalogue file exactly as shipped (no English filled in), or null when
 * the locale is unknown or has no file.
 */
export async function loadOwnMessages(locale: string): Promise<Tree | null> {
  if (locale === 'de') return de as Tree
  if (locale === 'en') return en as Tree
  if (!isLocale(locale)) return null
  try {
    return ((await import(`../../messages/${locale}.json`)) as { default: Tree }).default
  } catch {
    return null
  }
}

/**
 * The shipped UI catalogue of a locale, `messages/<code>.json` (every language of
 * `src/i18n/locales.ts` has one; `tests/unit/messageCatalogues.test.ts` checks they are
 * complete). German and English are bundled; the other languages are loaded on first use.
 * A key a catalogue lacks (added to German, not yet translated) shows the English text; an
 * unknown locale gets English.
 */
export function loadMessages(locale: string): Promise<Messages> {
  // Built once per locale: the files do not change while the server runs, and one object
  // per locale lets the compiled messages be kept too (src/i18n/compileMessages.ts).
  const key = isLocale(locale) ? locale : 'en'
  let messages = loaded.get(key)
  if (!messages) {
    messages = mergedMessages(key)
    loaded.set(key, messages)
  }
  return messages
}

const loaded = new Map<string, Promise<Messages>>()

async function mergedMessages(locale: string): Promise<Messages> {
  if (locale === 'de') return de
  const own = locale === 'en' ? null : await loadOwnMessages(locale)
  return (own ? deepMerge(en as Tree, own) : en) as unknown as Messages
}
