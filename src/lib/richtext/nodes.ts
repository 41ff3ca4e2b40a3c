import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

/** Largest depth of nested Lexical nodes a document may have (lists in quotes in lists …). */
const MAX_DEPTH = 32

/** The nodes Lexical itself always has, whatever the features. */
const LEXICAL_CORE_NODES = ['root', 'paragraph', 'text', 'linebreak', 'tab']

type NodeLike = { type?: unknown; children?: unknown; [key: string]: unknown }

/**
 * The Lexical node types an editor configuration can produce: Lexical's own (root,
 * paragraph, text, line break, tab) plus one per node of its features (heading, list,
 * link, upload, …). A stored document may
 * hold only these; anything else (a table pasted through the API while the editor has no
 * table feature, a made-up type) is refused on save.
 */
export function nodeTypesOf(editorConfig: SanitizedServerEditorConfig): Set<string> {
  const types = new Set<string>(LEXICAL_CORE_NODES)
  for (const { node } of editorConfig.features.nodes) {
    const klass = 'replace' in node ? node.replace : node
    const type = (klass as { getType?: () => string }).getType?.()
    if (type) types.add(type)
  }
  return types
}

const isCount = (value: unknown, min: number, max: number) =>
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= min && (value as number) <= max)

/**
 * A table cell's numbers are numbers: Lexical's header state (bit flags 0–3) and the cell's
 * column and row span (1–100). Payload's own HTML converter writes them into attributes
 * unescaped, so a value like `1" onmouseover="…` is refused on save.
 */
function wellFormedCell(node: NodeLike): boolean {
  return (
    isCount(node.headerState, 0, 3) &&
    isCount(node.colSpan, 1, 100) &&
    isCount(node.rowSpan, 1, 100)
  )
}

/**
 * Checks that a rich-text value is a well-formed Lexical document made only of `allowed`
 * node types: a `root` object whose nodes each have a string `type` and, where present,
 * an array of `children`, nested at most 32 deep, table cells with numeric header state and
 * spans. Returns `true`, or a German message for
 * the editor naming the first problem. An empty value (null/undefined) is left to the
 * field's `required` rule.
 */
export function checkRichTextNodes(value: unknown, allowed: Set<string>): true | string {
  if (value === null || value === undefined) return true
  const root = (value as { root?: unknown }).root
  if (typeof root !== 'object' || root === null || (root as NodeLike).type !== 'root')
    return 'Der Text ist kein gültiges Lexical-Dokument.'
  const stack: Array<{ node: NodeLike; depth: number }> = [{ node: root as NodeLike, depth: 0 }]
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!
    if (depth > MAX_DEPTH) return 'Der Text ist zu tief verschachtelt.'
    if (typeof node !== 'object' || node === null || typeof node.type !== 'string')
      return 'Der Text enthält ein fehlerhaftes Element.'
    if (!allowed.has(node.type))
      return `Der Text enthält ein Element, das der Editor nicht kennt („${node.type.slice(0, 40)}“). Bitte entfernen Sie es.`
    if (node.type === 'tablecell' && !wellFormedCell(node))
      return 'Der Text enthält eine fehlerhafte Tabellenzelle.'
    if (node.children === undefined) continue
    if (!Array.isArray(node.children)) return 'Der Text enthält ein fehlerhaftes Element.'
    for (const child of node.children) stack.push({ node: child as NodeLike, depth: depth + 1 })
  }
  return true
}
