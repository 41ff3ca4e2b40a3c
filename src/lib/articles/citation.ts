/** The fields of a reference that a citation prints (missing source or year: left out). */
type CitedReference = {
  authors: string
  title: string
  source?: string | null
  year?: number | null
}

/** `text` ending in a full stop: unchanged when it already ends a sentence ("et al.", "?"). */
export function withFullStop(text: string): string {
  const trimmed = text.trimEnd()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/**
 * The parts of a reference as the article's citation list prints them ("Authors. Title.
 * Source, year."), each with its own full stop but never a second one: author lists end
 * in "et al." and titles in a question mark often enough.
 */
export function citationParts(r: CitedReference): {
  authors: string
  title: string
  /** Source and year after the title (" Source, 2021."), empty when neither is known. */
  tail: string
} {
  const tail = [r.source, r.year].filter(Boolean).join(', ')
  return {
    authors: withFullStop(r.authors),
    title: withFullStop(r.title),
    tail: tail ? ` ${withFullStop(tail)}` : '',
  }
}

/** A reference as one line of plain text (as printed), e.g. for proofreading. */
export function citationText(r: CitedReference): string {
  const c = citationParts(r)
  return `${c.authors} ${c.title}${c.tail}`
}
