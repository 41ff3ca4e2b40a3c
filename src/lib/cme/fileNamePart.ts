/** German letters written out the way German does without them (DIN 5007-2). */
const GERMAN_LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ẞ: 'SS',
}

/**
 * A part of a file name in a downloaded archive, without characters that trouble file
 * systems or unzip tools: umlauts and ß written out (`Spülung` → `Spuelung`), other
 * accents dropped (`é` → `e`), everything else but ASCII letters, digits, `_` and `-`
 * becomes one `-`; at most 60 characters; `fallback` when nothing is left.
 */
export function fileNamePart(value: string, fallback = 'Nachweis'): string {
  return (
    value
      .replace(/[äöüßÄÖÜẞ]/g, (c) => GERMAN_LETTERS[c] ?? c)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || fallback
  )
}
