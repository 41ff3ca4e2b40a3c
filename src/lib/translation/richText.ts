import type {
  SerializedEditorState,
  SerializedLexicalNode,
} from '@payloadcms/richtext-lexical/lexical'

type TextNode = SerializedLexicalNode & { type: 'text'; text: string }
type WithChildren = SerializedLexicalNode & { children?: SerializedLexicalNode[] }

function textNodes(node: SerializedLexicalNode, out: TextNode[]): TextNode[] {
  if (
    node.type === 'text' &&
    typeof (node as TextNode).text === 'string' &&
    (node as TextNode).text.trim()
  )
    out.push(node as TextNode)
  for (const child of (node as WithChildren).children ?? []) textNodes(child, out)
  return out
}

/**
 * The texts of a Lexical document in reading order, one per text node that has
 * non-blank text (text nodes are translated one by one, so formatting is kept). Leading
 * and trailing spaces are not part of the text to translate (see {@link withTexts}).
 */
export function textsOf(state: SerializedEditorState): string[] {
  return textNodes(state.root, []).map((n) => n.text.trim())
}

/**
 * A copy of `state` whose text nodes (in the order of {@link textsOf}) carry `texts`; every
 * other node, format flag, link and heading level is kept. Each node keeps its own leading
 * and trailing spaces, so "Text **fett** Text" stays three correctly spaced nodes.
 * Throws when the number of texts differs from the number of text nodes.
 */
export function withTexts(
  state: SerializedEditorState,
  texts: readonly string[],
): SerializedEditorState {
  const copy = structuredClone(state)
  const nodes = textNodes(copy.root, [])
  if (nodes.length !== texts.length)
    throw new Error(`Expected ${nodes.length} translated texts, got ${texts.length}`)
  nodes.forEach((node, i) => {
    const lead = /^\s*/.exec(node.text)?.[0] ?? ''
    const trail = /\s*$/.exec(node.text)?.[0] ?? ''
    node.text = `${lead}${texts[i]!.trim()}${trail}`
  })
  return copy
}
