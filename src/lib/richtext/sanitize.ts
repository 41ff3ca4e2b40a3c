import sanitizeHtml from 'sanitize-html'

/**
 * The elements Payload's Lexical HTML converters write for the features our editor has
 * (paragraphs, headings, lists and check lists, quotes, links, uploads, rules, inline
 * formats) and our table converter writes (`tableHtml.ts`: caption, head, header cells). Anything else is dropped with its
 * tags kept as text content only; `script`, `style`, `iframe` and `object` disappear whole.
 */
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'sub',
  'sup',
  'span',
  'br',
  'hr',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'picture',
  'source',
]

/** Attributes per element; no `on*` handler and no `style` outside the properties below. */
const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['class', 'style', 'dir', 'lang'],
  a: ['href', 'rel', 'target'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
  source: ['srcset', 'media', 'type', 'width', 'height'],
  li: ['value', 'role', 'aria-checked'],
  // The table's scrolling region (tableHtml.ts) can be focused and scrolled by keyboard.
  div: ['role', 'tabindex', 'aria-label'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
}

const LENGTH = /^\d+(?:\.\d+)?(?:px|em|rem|%)?$/

/** CSS the converters write (alignment, indent, underline/strike-through, table cells). */
const ALLOWED_STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    'text-align': [/^(?:left|right|center|justify|start|end)$/],
    'padding-inline-start': [LENGTH],
    'text-decoration': [/^(?:underline|line-through)$/],
    'list-style-type': [/^none$/],
    'border-collapse': [/^collapse$/],
    border: [/^1px solid #ccc$/],
    padding: [LENGTH],
    'background-color': [/^#[0-9a-f]{3,8}$/i, /^[a-z]+$/i],
  },
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  // Links: web, mail and phone only (no javascript:, data: or vbscript:); relative URLs stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only the table region's attributes: a focusable region, never another role or order.
    div: (tagName, attribs) => {
      const { role, tabindex, ...rest } = attribs
      return {
        tagName,
        attribs: role === 'region' && tabindex === '0' ? { ...rest, role, tabindex } : rest,
      }
    },
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
}

/**
 * Cleans HTML produced from editors' rich text before it reaches a browser: keeps only the
 * elements, attributes, CSS properties and URL schemes listed above and re-serialises
 * every attribute, so a converter that writes a node's value into an attribute without
 * escaping it (as Payload's table converter does with `headerState`) cannot smuggle in
 * markup or script. Input and output are HTML strings; it never throws.
 */
export function sanitizeRichTextHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
