/**
 * The specialty filter of the dentist search: the five the product specification names,
 * plus every specialty public profiles carry (dentists type their own, e.g. Endodontie or
 * Kieferorthopädie), so a patient can filter by each one a profile shows.
 */
export const SPEC_SPECIALTIES = [
  'Aligner',
  'Parodontologie',
  'Implantologie',
  'Prävention',
  'Kinderzahnheilkunde',
] as const

/**
 * The filter's options: the spec's five and `profileValues`, trimmed, each once whatever
 * its case (the spec's spelling, else the first seen, wins; the search matches without
 * case), sorted alphabetically in German.
 */
export function specialtyOptions(profileValues: readonly string[]): string[] {
  const byKey = new Map<string, string>()
  for (const value of [...SPEC_SPECIALTIES, ...profileValues]) {
    const name = value.trim()
    const key = name.toLocaleLowerCase('de')
    if (name && !byKey.has(key)) byKey.set(key, name)
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'de'))
}
