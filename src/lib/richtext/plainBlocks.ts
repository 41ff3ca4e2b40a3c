/**
 * The text of a rich-text value (Lexical JSON) as an editor reads it, one string per block:
 * paragraphs, headings and quotes as their words, each list item as "• …" (indented by
 * nesting), each table row as its cells joined by " | ", an image as "[Bild: file name]", a
 * line as "———". Formatting (bold, links, alignment) is left out; a block without words is
 * dropped. Unknown nodes give their words, or "[type]" when they have none. Used where two
 * versions of a text are compared word by word (the studio's version view).
 */

type Node = {
  type?: string
  text?: string
  children?: Node[]
  value?: unknown
  listType?: string
}

/** The words of inline content: text nodes joined, a line break as a line break. */
function inlineText(node: Node): string {
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return ' '
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(inlineText).join('')
}

/** The name an image block shows: its file name or alternative text when populated, else its id. */
function uploadName(value: unknown): string {
  if (value && typeof value === 'object') {
    const doc = value as { filename?: unknown; alt?: unknown; id?: unknown }
    const name = [doc.filename, doc.alt, doc.id].find(
      (part) => typeof part === 'string' || typeof part === 'number',
    )
    return name === undefined ? '' : String(name)
  }
  return value === undefined || value === null ? '' : String(value)
}

/** The blocks of one node, with `depth` levels of list nesting. */
function blocksOf(node: Node, depth = 0): string[] {
  switch (node.type) {
    case 'list':
      return (node.children ?? []).flatMap((item) => blocksOf(item, depth))
    case 'listitem': {
      const nested = (node.children ?? []).filter((child) => child.type === 'list')
      const own = (node.children ?? [])
        .filter((child) => child.type !== 'list')
        .map(inlineText)
        .join('')
        .trim()
      return [
        ...(own ? [`${'  '.repeat(depth)}• ${own}`] : []),
        ...nested.flatMap((list) => blocksOf(list, depth + 1)),
      ]
    }
    case 'table':
      return (node.children ?? []).flatMap((row) => blocksOf(row, depth))
    case 'tablerow':
      return [
        (node.children ?? [])
          .map((cell) => (cell.children ?? []).map(inlineText).join(' ').trim())
          .join(' | '),
      ]
    case 'upload':
      return [`[Bild: ${uploadName(node.value)}]`]
    case 'horizontalrule':
      return ['———']
    default: {
      const text = inlineText(node).trim()
      return [text || (node.children ? '' : `[${node.type ?? '?'}]`)]
    }
  }
}

/** The blocks of rich-text value `value` (see above); empty for no or an unreadable value. */
export function richTextBlocks(value: unknown): string[] {
  const root = (value as { root?: Node } | null | undefined)?.root
  if (!root?.children) return []
  return root.children
    .flatMap((node) => blocksOf(node))
    .map((block) => block.replace(/[ \t]+/g, ' ').trim())
    .filter((block) => block.replace(/[|\s]/g, '') !== '')
}
