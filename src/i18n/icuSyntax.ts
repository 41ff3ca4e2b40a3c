import compile from 'icu-minify/compile'

/**
 * Why `text` is not a valid ICU message (unbalanced braces, a plural without `other`, an
 * unclosed `<link>` tag), or null when it is. Every UI text must be one: the site
 * precompiles them (src/i18n/compileMessages.ts).
 */
export function icuSyntaxError(text: string): string | null {
  try {
    compile(text)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
