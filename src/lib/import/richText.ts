import { convertHTMLToLexical } from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

import type { EditorState } from '@/lib/richtext/convert'

import { SharedDom } from './dom'

/** Attributes that make the editor's HTML import read an `<img>` as an upload of media `id`. */
export function uploadAttributes(id: number): Record<string, string> {
  return { 'data-lexical-upload-relation-to': 'media', 'data-lexical-upload-id': String(id) }
}

/**
 * Prepared HTML (`prepareHtml`) → the editor's rich text, with `@payloadcms/richtext-lexical`'s
 * own HTML import (headings, paragraphs, lists, links, quotes, tables, images that carry
 * `uploadAttributes`; text of elements it does not know is kept as text). Upload ids come
 * out of the DOM as strings and are turned back into the media's numeric ids.
 */
export function htmlToEditorState(
  html: string,
  editorConfig: SanitizedServerEditorConfig,
): EditorState {
  const state = convertHTMLToLexical({
    editorConfig,
    html,
    JSDOM: SharedDom,
  }) as unknown as EditorState
  const fix = (node: { type?: string; value?: unknown; children?: unknown[] }) => {
    if (node.type === 'upload' && typeof node.value === 'string' && /^\d+$/.test(node.value))
      node.value = Number(node.value)
    for (const child of node.children ?? []) fix(child as typeof node)
  }
  fix(state.root as unknown as Parameters<typeof fix>[0])
  return state
}
