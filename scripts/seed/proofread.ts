/**
 * A proofreading pass over demo content: finds a word written twice in a row ("am am
 * stärksten") and doubled or clashing punctuation ("et al..", ",,", ",."). An ellipsis
 * ("...", "…") is punctuation on purpose. Words repeated on purpose are listed in
 * `ALLOWED_REPEATS` (German "die die" as relative pronoun plus article; Turkish
 * reduplications such as "sık sık"); "Sie sie" differs in case and is not a repeat.
 */

/** Repeats that are grammar, not typos (lower case, one space). */
const ALLOWED_REPEATS = new Set([
  'die die',
  'der der',
  'das das',
  'sık sık',
  'adım adım',
  'tekrar tekrar',
])

/** A finding: what was found and a little of the text around it. */
export type ProofreadingIssue = { kind: 'doubled word' | 'doubled punctuation'; context: string }

// Within one line: a heading ending in the word its paragraph starts with is no typo.
const DOUBLED_WORD = /(?<![\p{L}\p{N}-])(\p{L}+)[^\S\n]+\1(?![\p{L}\p{N}-])/gu
// Two marks in a row, except the dots of an ellipsis.
const DOUBLED_PUNCTUATION = /(?<!\.)([.,;:!?])(?!\.\.)[.,;:!?](?!\.)/g

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ')
}

/** Every doubled word and doubled punctuation mark in `text`, in order. */
export function proofreadingIssues(text: string): ProofreadingIssue[] {
  const issues: ProofreadingIssue[] = []
  for (const m of text.matchAll(DOUBLED_WORD)) {
    if (ALLOWED_REPEATS.has(m[0].toLowerCase().replace(/\s+/g, ' '))) continue
    issues.push({ kind: 'doubled word', context: around(text, m.index, m[0].length) })
  }
  for (const m of text.matchAll(DOUBLED_PUNCTUATION))
    issues.push({ kind: 'doubled punctuation', context: around(text, m.index, m[0].length) })
  return issues
}
