import compile from 'icu-minify/compile'
import format, { type CompiledMessage } from 'icu-minify/format'

import { intlLocaleTag } from './digits'
import type { Locale } from './locales'
import { loadMessages } from './messages'

/** Values a message's placeholders take: `{site}`, `{count, plural, …}`, `{date, date}`. */
export type MessageValues = Record<string, string | number | Date>

/** Formats a message of the namespace by key (`a.b` for nested keys); see `messageTranslator`. */
export type MessageTranslator = (key: string, values?: MessageValues) => string

/** Every message text compiled so far (the catalogues are finite: one entry per text). */
const compiled = new Map<string, CompiledMessage | string>()

/**
 * The formatters icu-minify's `format` needs, plain `Intl` constructors as the app's page
 * formatting creates them (tests format precompiled messages with them too).
 */
export const icuFormatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
}

/** `text` compiled once, or `text` itself (shown as it is) when it is not valid ICU. */
function compiledText(text: string): CompiledMessage | string {
  let message = compiled.get(text)
  if (message === undefined) {
    try {
      message = compile(text)
    } catch {
      message = text
    }
    compiled.set(text, message)
  }
  return message
}

/**
 * A translator for texts made outside a page's request: mails (account mails, the
 * newsletter's frame and confirmation) and the data export's summary. It formats the ICU
 * messages of `namespace` in `locale`'s catalogue itself, with icu-minify (compile, then
 * format), so it works the same in the Next server, the job workers and the tests.
 * next-intl's `createTranslator` does not: in the Next build its formatter is the
 * format-only one (`next.config.mjs`), which returns a message that was not precompiled as
 * it is, placeholders and all ("{site}"). Numbers and dates use the journal's Latin digits
 * and Gregorian calendar (`intlLocaleTag`, docs/i18n.md "Digits and calendar"). A key the
 * catalogue lacks gives its last segment, as on the pages.
 */
export async function messageTranslator(
  locale: Locale,
  namespace: string,
): Promise<MessageTranslator> {
  const tree = (await loadMessages(locale)) as unknown as Record<string, unknown>
  const scope = lookup(tree, namespace)
  const tag = intlLocaleTag(locale)
  return (key, values) => {
    const text = lookup(scope, key)
    if (typeof text !== 'string') return key.split('.').pop() ?? key
    const message = compiledText(text)
    if (typeof message === 'string') return message
    const out = format(message, tag, values, {
      formatters: icuFormatters,
      timeZone: 'Europe/Berlin',
    })
    return Array.isArray(out) ? out.join('') : String(out)
  }
}

/** The value at the dot-separated `path` of `tree` (undefined when a segment is missing). */
function lookup(tree: unknown, path: string): unknown {
  let node = tree
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[segment]
  }
  return node
}
