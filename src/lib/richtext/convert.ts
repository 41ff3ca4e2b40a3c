import { convertLexicalToMarkdown, convertMarkdownToLexical } from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

export type EditorState = SerializedEditorState

/** Markdown -> Lexical editor state (used by the seed and Markdown import). */
export function markdownToLexical(markdown: string, editorConfig: SanitizedServerEditorConfig): EditorState {
  return convertMarkdownToLexical({ editorConfig, markdown }) as unknown as EditorState
}

/** Lexical editor state -> Markdown (`bodyMd` of the product API). */
export function lexicalToMarkdown(state: EditorState, editorConfig: SanitizedServerEditorConfig): string {
  return convertLexicalToMarkdown({ data: state, editorConfig })
}

/** Lexical editor state -> HTML without wrapper (`bodyHtml`). */
export function lexicalToHtml(state: EditorState): string {
  return convertLexicalToHTML({ data: state, disableContainer: true })
}

/**
 * The free preview of a body (DESIGN §5): every top-level node up to and including the
 * `paragraphs`-th paragraph. Headings before that point stay; nothing after it is kept,
 * so the preview never contains text a non-member may not read.
 */
export function previewOf(state: EditorState, paragraphs = 2): EditorState {
  const kept: SerializedLexicalNode[] = []
  let seen = 0
  for (const node of state.root.children) {
    if (seen >= paragraphs) break
    kept.push(node)
    if (node.type === 'paragraph' && hasText(node)) seen++
  }
  return { ...state, root: { ...state.root, children: kept } } as EditorState
}

function hasText(node: SerializedLexicalNode): boolean {
  const children = (node as { children?: SerializedLexicalNode[] }).children ?? []
  return children.some((c) => (c as { text?: string }).text?.trim() || hasText(c))
}
