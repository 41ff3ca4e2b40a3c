import { withFullStop } from './citation'

/**
 * Citations of a journal article, built from its metadata (docs/product.md, "Sharing and
 * citing"): APA (7th edition) and Vancouver (ICMJE) as text, BibTeX and RIS as files for
 * reference managers (Zotero, EndNote, Mendeley, Citavi). The journal's articles have no
 * DOI of their own, so every format cites the article's URL.
 */
export type CitedArticle = {
  id: number
  title: string
  /** The author as the journal prints it, academic titles included ("Dr. med. dent. Julia Hofmann"). */
  authorName: string
  /** ISO 8601, or null when the article has no publication date. */
  publishedAt: string | null
  /** The article's address in the language cited. */
  url: string
  /** The journal's name (the settings' product name). */
  journal: string
  /** Language code of the text cited (`de`, `en`, …). */
  language: string
}

/** The formats served as files (`GET /api/articles/{id}/citation?format=`). */
export const CITATION_FILE_FORMATS = ['bibtex', 'ris'] as const

/** Academic titles and degrees that precede or follow a German or English name. */
const TITLE_WORD =
  /^(?:prof|dr|med|dent|rer|nat|habil|priv\.?-doz|pd|dipl|msc|m\.sc|phd|mph|ma|ba|bsc|univ|h\.c|mult)\.?$/i

/** A person's family name and given names, as reference formats want them. */
export type CitedName = { family: string; given: string[] }

/**
 * The author's name without academic titles, split into family name (the last word) and
 * given names: "Prof. Dr. med. dent. Miriam Lechner" → Lechner, [Miriam]. A name of one
 * word is a family name only.
 */
export function citedName(authorName: string): CitedName {
  const words = authorName
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((word) => !TITLE_WORD.test(word))
  if (!words.length) return { family: authorName.trim(), given: [] }
  return { family: words[words.length - 1]!, given: words.slice(0, -1) }
}

const initial = (given: string) =>
  given
    .split('-')
    .map((part) => part.charAt(0).toUpperCase())
    .join('.-')

const yearOf = (article: CitedArticle) =>
  article.publishedAt ? article.publishedAt.slice(0, 4) : null

/** APA 7: "Lechner, M. (2026). Title. Journal. URL" ("n.d." without a date). */
export function apaCitation(article: CitedArticle): string {
  const { family, given } = citedName(article.authorName)
  const initials = given.map((g) => `${initial(g)}.`).join(' ')
  const author = initials ? `${family}, ${initials}` : family
  return `${author} (${yearOf(article) ?? 'n.d.'}). ${withFullStop(article.title.trim())} ${article.journal}. ${article.url}`
}

/** Vancouver (ICMJE): "Lechner M. Title. Journal [Internet]. 2026. Available from: URL". */
export function vancouverCitation(article: CitedArticle): string {
  const { family, given } = citedName(article.authorName)
  const initials = given.map(initial).join('').replace(/\.-/g, '')
  const author = initials ? `${family} ${initials}` : family
  const year = yearOf(article)
  return `${author}. ${withFullStop(article.title.trim())} ${article.journal} [Internet].${year ? ` ${year}.` : ''} Available from: ${article.url}`
}

/** Characters BibTeX reads as commands, and what stands for each in a field. */
const BIBTEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
}

/** `value` with BibTeX's special characters escaped (in one pass) and on one line. */
const bibtexEscape = (value: string) =>
  value.replace(/[\\{}&%$#_~^]/g, (c) => BIBTEX_SPECIAL[c]!).replace(/\s+/g, ' ')

/**
 * A BibTeX `@article` entry (key `<journal>-<id>`, UTF-8 for biblatex or BibTeX with
 * inputenc): author "Family, Given", the title in double braces to keep its capitals,
 * journal, year and month, URL and language.
 */
export function bibtexCitation(article: CitedArticle): string {
  const { family, given } = citedName(article.authorName)
  const key = `${article.journal.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${article.id}`
  const fields: [string, string | null][] = [
    ['author', bibtexEscape(given.length ? `${family}, ${given.join(' ')}` : family)],
    ['title', `{${bibtexEscape(article.title)}}`],
    ['journal', bibtexEscape(article.journal)],
    ['year', yearOf(article)],
    ['month', article.publishedAt ? String(Number(article.publishedAt.slice(5, 7))) : null],
    ['url', article.url],
    ['language', article.language],
  ]
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n')
  return `@article{${key},\n${body}\n}\n`
}

/** A RIS value on one line (RIS ends a field at the line's end). */
const risValue = (value: string) => value.replace(/\s+/g, ' ').trim()

/**
 * A RIS record (type JOUR): author "Family, Given", title, journal, year and date
 * (`YYYY/MM/DD/`), URL and language, ended by `ER`. Lines end in CRLF, as the format's
 * readers expect.
 */
export function risCitation(article: CitedArticle): string {
  const { family, given } = citedName(article.authorName)
  const date = article.publishedAt?.slice(0, 10)
  const lines: [string, string | null][] = [
    ['TY', 'JOUR'],
    ['AU', given.length ? `${family}, ${given.join(' ')}` : family],
    ['TI', article.title],
    ['JO', article.journal],
    ['PY', yearOf(article)],
    ['DA', date ? `${date.replace(/-/g, '/')}/` : null],
    ['UR', article.url],
    ['LA', article.language],
  ]
  return [
    ...lines
      .filter((line): line is [string, string] => Boolean(line[1]))
      .map(([tag, value]) => `${tag}  - ${risValue(value)}`),
    'ER  - ',
    '',
  ].join('\r\n')
}

/** What a citation reads from an article (`ArticleDetail`). */
type ArticleMetadata = {
  id: number
  title: string
  authorName: string
  publishedAt: string | null
  textLocale: string
}

/** The citation data of `article`, read at `url` in the journal named `journal`. */
export function citedArticle(article: ArticleMetadata, url: string, journal: string): CitedArticle {
  return {
    id: article.id,
    title: article.title,
    authorName: article.authorName,
    publishedAt: article.publishedAt,
    url,
    journal,
    language: article.textLocale,
  }
}
