/** Lower case without accents, so that "turk" finds "Türkçe" and "espanol" finds "Español". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The names a language can be searched by: its code, its own name, its English name and
 * its name in the reader's interface language (`Intl.DisplayNames`, e.g. "Englisch" on a
 * German page, "英語" on a Japanese one). `uiLocale` is the current page's locale code.
 */
export function languageSearchTerms(
  language: { code: string; displayName: string; englishName: string },
  uiLocale: string,
): string[] {
  let localName: string | undefined
  try {
    localName = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(language.code)
  } catch {
    localName = undefined
  }
  return [language.code, language.displayName, language.englishName, localName].filter(
    (t): t is string => Boolean(t),
  )
}

/**
 * How well a search query matches a language's names (for the switcher's list, cmdk's
 * `filter`): 1 when a name or the code starts with the query, 0.5 when a later word of a
 * name does ("chinese" in "Simplified Chinese"), 0 otherwise. Letters scattered through a
 * name do not count, so "arab" finds Arabic but not Euskara. An empty query matches all.
 */
export function languageMatch(query: string, terms: readonly string[]): number {
  const q = normalize(query)
  if (!q) return 1
  let best = 0
  for (const term of terms.map(normalize)) {
    if (term.startsWith(q)) return 1
    if (term.split(/[\s()/-]+/).some((word) => word.startsWith(q))) best = 0.5
  }
  return best
}
