import { convertLexicalToMarkdown, convertMarkdownToLexical } from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type {
  SerializedEditorState,
  SerializedLexicalNode,
} from '@payloadcms/richtext-lexical/lexical'

import { sanitizeRichTextHtml } from './sanitize'
import { tableHtmlConverters, withTableCaptions } from './tableHtml'

export type EditorState = SerializedEditorState

/** Markdown -> Lexical editor state (used by the seed and Markdown import). */
export function markdownToLexical(
  markdown: string,
  editorConfig: SanitizedServerEditorConfig,
): EditorState {
  return convertMarkdownToLexical({ editorConfig, markdown }) as unknown as EditorState
}

/** Lexical editor state -> Markdown (`bodyMd` of the product API). */
export function lexicalToMarkdown(
  state: EditorState,
  editorConfig: SanitizedServerEditorConfig,
): string {
  return convertLexicalToMarkdown({ data: state, editorConfig })
}

/**
 * Lexical editor state -> HTML without wrapper (`bodyHtml`, static pages), passed through
 * the rich-text allow-list (`sanitize.ts`) because the converters do not escape every
 * value they write into attributes. Tables use our converters (`tableHtml.ts`: caption,
 * header cells with `scope`, sideways scrolling on phones).
 */
export function lexicalToHtml(state: EditorState): string {
  return sanitizeRichTextHtml(
    convertLexicalToHTML({
      data: withTableCaptions(state),
      disableContainer: true,
      converters: ({ defaultConverters }) => ({ ...defaultConverters, ...tableHtmlConverters }),
    }),
  )
}

/** Largest share of a premium body's words the free preview may show. */
export const PREVIEW_MAX_SHARE = 0.3

/**
 * The free preview of a premium body (docs/product.md, "The premium gate"): the first
 * `paragraphs` paragraphs that have text, and nothing else (no headings, lists, quotes or
 * tables). A paragraph is dropped when the preview would otherwise show more than 30 % of
 * the body's words, so a body of one or two long paragraphs yields a short or empty
 * preview, never the article.
 */
export function previewOf(state: EditorState, paragraphs = 2): EditorState {
  const totalWords = wordsOf(state.root)
  const budget = Math.floor(totalWords * PREVIEW_MAX_SHARE)
  const kept: SerializedLexicalNode[] = []
  let used = 0
  for (const node of state.root.children) {
    if (kept.length >= paragraphs) break
    if (node.type !== 'paragraph' || !hasText(node)) continue
    const words = wordsOf(node)
    if (used + words > budget) break
    kept.push(node)
    used += words
  }
  return { ...state, root: { ...state.root, children: kept } } as EditorState
}

function textOf(node: SerializedLexicalNode): string {
  const own = (node as { text?: string }).text ?? ''
  const children = (node as { children?: SerializedLexicalNode[] }).children ?? []
  return [own, ...children.map(textOf)].join(' ')
}

function wordsOf(node: SerializedLexicalNode): number {
  return textOf(node).split(/\s+/).filter(Boolean).length
}

function hasText(node: SerializedLexicalNode): boolean {
  return textOf(node).trim().length > 0
}
