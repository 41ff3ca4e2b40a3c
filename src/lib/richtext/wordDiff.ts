import { diffWords } from 'diff'

/** One run of a word diff: words both versions share, or words only the newer or older has. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string }

/** A shortened stretch of unchanged words keeps this many words at each end. */
const CONTEXT_WORDS = 12

/**
 * What changed between two texts, word by word (jsdiff's `diffWords`: a word and the
 * spaces around it are one unit, so a changed word reads as "alt" struck through and "neu"
 * inserted, never as changed letters). Adjacent runs of one kind are merged. Line breaks are
 * kept inside the runs, so blocks joined with blank lines stay blocks.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = []
  for (const change of diffWords(before, after)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same'
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += change.value
    else parts.push({ kind, text: change.value })
  }
  return parts
}

/**
 * The diff as an editor reads it in a long article: an unchanged stretch of more than
 * twice `CONTEXT_WORDS` words keeps its first and last words around a "…", so the changes
 * and their context stand out; the first and last stretches keep only the side next to a
 * change. A diff without changes is returned as it is.
 */
export function shortenUnchanged(parts: DiffPart[], context = CONTEXT_WORDS): DiffPart[] {
  if (parts.every((part) => part.kind === 'same')) return parts
  return parts.map((part, index) => {
    if (part.kind !== 'same') return part
    const words = part.text.split(/(\s+)/)
    const count = words.filter((w) => w.trim() !== '').length
    const keepHead = index === 0 ? 0 : context
    const keepTail = index === parts.length - 1 ? 0 : context
    if (count <= keepHead + keepTail + 4) return part
    const head = takeWords(words, keepHead)
    const tail = takeWords([...words].reverse(), keepTail)
      .split(/(\s+)/)
      .reverse()
      .join('')
    const lead = /^\s*/.exec(part.text)![0]
    const trail = /\s*$/.exec(part.text)![0]
    const text = `${lead}${head}${head ? ' ' : ''}…${tail ? ' ' : ''}${tail}${trail}`
    return { kind: 'same', text }
  })
}

/** The first `n` words of `tokens` (words and the spaces between them) as text. */
function takeWords(tokens: string[], n: number): string {
  const taken: string[] = []
  let words = 0
  for (const token of tokens) {
    if (words >= n) break
    taken.push(token)
    if (token.trim() !== '') words++
  }
  return taken.join('').trim()
}

/** How many words a diff adds and removes. */
export function diffCounts(parts: DiffPart[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length
  let added = 0
  let removed = 0
  for (const part of parts)
    if (part.kind === 'added') added += words(part.text)
    else if (part.kind === 'removed') removed += words(part.text)
  return { added, removed }
}
