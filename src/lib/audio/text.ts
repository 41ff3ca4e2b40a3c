import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/**
 * Longest text sent to the speech provider in one request (characters). OpenAI's
 * `/audio/speech` accepts 4096; we stay below it.
 */
export const MAX_CHUNK_CHARS = 3800

/** The spoken text of an article: title, abstract, then the body as plain text, one block per line. */
export function spokenText(article: {
  title?: string | null
  abstract?: string | null
  body?: SerializedEditorState | null
}): string {
  const body = article.body ? convertLexicalToPlaintext({ data: article.body }) : ''
  return [article.title, article.abstract, body]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n\n')
}

/**
 * Splits a text into chunks of at most `max` characters for the speech provider, at
 * paragraph, then sentence, then word boundaries (a chunk never ends mid-word unless a
 * single word is longer than `max`).
 */
export function chunkText(text: string, max = MAX_CHUNK_CHARS): string[] {
  const pieces = text
    .split(/\n\s*\n/)
    .flatMap((p) => (p.length <= max ? [p] : p.split(/(?<=[.!?。！？])\s+/)))
    .flatMap((s) => (s.length <= max ? [s] : splitWords(s, max)))
    .map((s) => s.trim())
    .filter(Boolean)
  const chunks: string[] = []
  let current = ''
  for (const piece of pieces) {
    if (current && current.length + 2 + piece.length > max) {
      chunks.push(current)
      current = piece
    } else {
      current = current ? `${current}\n\n${piece}` : piece
    }
  }
  if (current) chunks.push(current)
  return chunks
}

function splitWords(text: string, max: number): string[] {
  const out: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    for (let i = 0; i < word.length; i += max) {
      const part = word.slice(i, i + max)
      if (current && current.length + 1 + part.length > max) {
        out.push(current)
        current = part
      } else current = current ? `${current} ${part}` : part
    }
  }
  if (current) out.push(current)
  return out
}
