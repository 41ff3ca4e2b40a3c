const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * Slug of a new article: the lowercased title with non-alphanumerics replaced by
 * hyphens. Two refinements so German titles give readable URLs: umlauts and ß are
 * transliterated (ä -> ae) and other accents are stripped first; runs of hyphens collapse
 * and leading/trailing hyphens go. Returns '' for a title without letters or digits.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
