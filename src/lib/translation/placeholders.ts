/** An ICU argument such as `{count}` or `{email}` (no nested plural/select syntax). */
const SIMPLE_ARGUMENT = /\{[A-Za-z0-9_]+\}/g

/** The simple ICU arguments of a message, sorted (for comparing source and translation). */
export function argumentsOf(message: string): string[] {
  return (message.match(SIMPLE_ARGUMENT) ?? []).sort()
}

/**
 * Whether a UI message can be machine-translated safely: plain text with simple arguments
 * only. Messages with ICU plural/select blocks keep the English text until an editor
 * translates them (a provider would translate the keywords inside the braces).
 */
export function isMachineTranslatable(message: string): boolean {
  return !/\{[^{}]*,\s*(plural|select|selectordinal)\s*,/.test(message)
}

/**
 * Whether a translation kept exactly the arguments of its source (`{count}` stays
 * `{count}`); a translation that lost or renamed one is rejected.
 */
export function keepsArguments(source: string, translation: string): boolean {
  const a = argumentsOf(source)
  const b = argumentsOf(translation)
  return a.length === b.length && a.every((v, i) => v === b[i])
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeXml = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/**
 * Wraps each argument in an `<x>` tag that DeepL leaves untouched (`tagHandling: 'xml'`,
 * `ignoreTags: ['x']`), escaping the rest as XML text.
 */
export function protectArguments(message: string): string {
  return escapeXml(message).replace(SIMPLE_ARGUMENT, (arg) => `<x>${arg}</x>`)
}

/** Reverses {@link protectArguments} on a translated text. */
export function restoreArguments(xml: string): string {
  return unescapeXml(xml.replace(/<x>(\{[A-Za-z0-9_]+\})<\/x>/g, '$1'))
}
