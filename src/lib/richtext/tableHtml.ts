import type { HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type {
  SerializedEditorState,
  SerializedLexicalNode,
} from '@payloadcms/richtext-lexical/lexical'

/** Lexical's header states of a table cell (bit flags): in a header row, in a header column. */
const HEADER_ROW = 1
const HEADER_COLUMN = 2

/** A paragraph that names the table after it: "Tabelle 2: …", "Tab. 2 …" or "Table 2 …". */
const CAPTION = /^(?:Tabelle|Tab\.|Table)\s*\d+\b/

type Node = SerializedLexicalNode & {
  children?: Node[]
  text?: string
  headerState?: number
  colSpan?: number
  rowSpan?: number
  caption?: string
}

function textOf(node: Node): string {
  return (node.text ?? '') + (node.children ?? []).map(textOf).join('')
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * Lexical tables have no caption of their own, so the journal's convention gives them one:
 * a paragraph directly before a table that starts with "Tabelle N" ("Tab. N", "Table N")
 * becomes that table's `<caption>` (and is no longer a paragraph of its own). Returns a new
 * state; the input is not changed.
 */
export function withTableCaptions(state: SerializedEditorState): SerializedEditorState {
  const children = state.root.children as Node[]
  const kept: Node[] = []
  children.forEach((node, i) => {
    const next = children[i + 1]
    if (node.type === 'paragraph' && next?.type === 'table' && CAPTION.test(textOf(node).trim()))
      return
    const previous = children[i - 1]
    if (
      node.type === 'table' &&
      previous?.type === 'paragraph' &&
      CAPTION.test(textOf(previous).trim())
    )
      kept.push({ ...node, caption: textOf(previous).trim() })
    else kept.push(node)
  })
  return { ...state, root: { ...state.root, children: kept } } as SerializedEditorState
}

/**
 * HTML of tables for readers: a focusable, labelled region that scrolls sideways within
 * itself on a narrow phone (class `rt-table`, styled in the journal's CSS), the caption,
 * the first row in `<thead>` when every cell of it is a header, header cells as `<th>` with
 * `scope` (`col` in a header row, `row` in a header column), and merged cells. Cell colours
 * and Lexical's inline borders are left to the stylesheet.
 */
export const tableHtmlConverters: HTMLConverters = {
  table: ({ node, nodesToHTML }) => {
    const table = node as Node
    const rows = table.children ?? []
    const headerRow =
      rows.length > 1 &&
      (rows[0]!.children ?? []).every((cell) => ((cell.headerState ?? 0) & HEADER_ROW) !== 0)
    const html = (nodes: Node[]) => nodesToHTML({ nodes }).join('')
    const label = table.caption ? escapeHtml(table.caption) : 'Tabelle'
    return (
      `<div class="rt-table" role="region" tabindex="0" aria-label="${label}"><table>` +
      (table.caption ? `<caption>${escapeHtml(table.caption)}</caption>` : '') +
      (headerRow ? `<thead>${html(rows.slice(0, 1))}</thead>` : '') +
      `<tbody>${html(headerRow ? rows.slice(1) : rows)}</tbody></table></div>`
    )
  },
  tablerow: ({ node, nodesToHTML }) => `<tr>${nodesToHTML({ nodes: node.children }).join('')}</tr>`,
  tablecell: ({ node, nodesToHTML }) => {
    const cell = node as Node
    const state = typeof cell.headerState === 'number' ? cell.headerState : 0
    const tag = state ? 'th' : 'td'
    const scope = state & HEADER_ROW ? ' scope="col"' : state & HEADER_COLUMN ? ' scope="row"' : ''
    const span = (name: string, value?: number) =>
      value && Number.isInteger(value) && value > 1 ? ` ${name}="${value}"` : ''
    return (
      `<${tag}${scope}${span('colspan', cell.colSpan)}${span('rowspan', cell.rowSpan)}>` +
      `${nodesToHTML({ nodes: cell.children ?? [] }).join('')}</${tag}>`
    )
  },
}
