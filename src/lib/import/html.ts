import { parseBody } from './dom'
import type { SourceAttachment } from './model'

/**
 * Elements whose content the editor's HTML import would lose: their address is kept as a
 * linked paragraph (`prepareHtml`) and each is reported as unknown markup.
 */
const EMBEDS = ['iframe', 'video', 'audio', 'embed', 'object', 'source']
/** Elements that are never content. */
const DROPPED = ['script', 'style', 'noscript', 'template', 'form', 'button', 'input', 'select']
/** Block elements: HTML that has none of them is classic WordPress text without `<p>`. */
const BLOCK_TAG = /<(p|h[1-6]|ul|ol|blockquote|table|figure|div|pre|hr)[\s>]/i
/** `[gallery ids="1,2"]` (WordPress' classic gallery). */
const GALLERY = /\[gallery([^\]]*)\]/gi
/** `[caption …]` and `[/caption]` around an image: the image and its text stay. */
const CAPTION = /\[\/?caption[^\]]*\]/gi
/** Any other shortcode, e.g. `[contact-form-7 id="3"]` or `[embed]…[/embed]`. */
const SHORTCODE = /\[([a-z][\w-]*)(?:\s[^\]]*)?\]/gi

/** What an item's HTML holds, for the dry-run report. */
export interface HtmlFindings {
  /** `src` of every image, in order (after galleries were expanded). */
  images: string[]
  /** Elements or shortcodes the editor has no equivalent for, e.g. `iframe`, `[contact-form-7]`. */
  unknownMarkup: string[]
  /** Whether any readable text or image is left. */
  hasContent: boolean
}

/**
 * Brings source HTML into the shape the editor's HTML import reads (`toEditorState` in
 * `richText.ts`): classic WordPress text gets its paragraphs (as WordPress' `wpautop` would),
 * `[gallery ids]` becomes the attachments' images, `[caption]` wrappers go, embeds become a
 * paragraph with a link to their address, and scripts, styles and forms are removed.
 * `imageAttributes` gives each image the attributes of its media (`uploadAttributes`); an
 * image it has none for is removed.
 * Returns the HTML and what it found; unknown shortcodes stay in the text as they are.
 */
export function prepareHtml(
  html: string,
  attachments: ReadonlyMap<string, SourceAttachment>,
  imageAttributes?: (src: string) => Record<string, string> | null,
): { html: string; findings: HtmlFindings } {
  const unknownMarkup = new Set<string>()
  let text = html.replace(/<!--[\s\S]*?-->/g, '')
  // Decided on the source's own markup, before galleries add images.
  const classic = !BLOCK_TAG.test(text)
  text = text.replace(GALLERY, (_all, attrs: string) => {
    const ids = /ids\s*=\s*["']?([\d,\s]+)/i.exec(attrs)?.[1] ?? ''
    const images = ids
      .split(',')
      .map((id) => attachments.get(id.trim()))
      .filter((a): a is SourceAttachment => Boolean(a))
    if (!images.length) unknownMarkup.add('[gallery]')
    return images
      .map((a) => `<img src="${escapeAttr(a.url)}" alt="${escapeAttr(a.alt ?? a.title)}">`)
      .join('')
  })
  text = text.replace(CAPTION, '')
  for (const match of text.matchAll(SHORTCODE)) unknownMarkup.add(`[${match[1]!.toLowerCase()}]`)
  if (classic) text = paragraphs(text)

  const document = parseBody(text)
  for (const el of document.querySelectorAll(DROPPED.join(','))) {
    if (el.tagName.toLowerCase() !== 'noscript') unknownMarkup.add(el.tagName.toLowerCase())
    el.remove()
  }
  for (const el of document.querySelectorAll(EMBEDS.join(','))) {
    if (el.closest(EMBEDS.filter((t) => t !== el.tagName.toLowerCase()).join(','))) continue
    unknownMarkup.add(el.tagName.toLowerCase())
    const src =
      el.getAttribute('src') ??
      el.getAttribute('data') ??
      el.querySelector('source')?.getAttribute('src')
    const p = document.createElement('p')
    if (src) {
      const a = document.createElement('a')
      a.href = src
      a.textContent = src
      p.append(a)
    }
    el.replaceWith(p)
  }
  const body = document.body
  const images: string[] = []
  // An image is a block of its own in the editor: it moves out of its paragraph (or figure,
  // link, …) to just after it, in order; the surrounding text stays where it was.
  const lastMoved = new Map<Element, Element>()
  for (const img of document.querySelectorAll('img')) {
    const src = img.getAttribute('src')?.trim()
    if (!src) {
      img.remove()
      continue
    }
    images.push(src)
    if (imageAttributes) {
      const replaced = imageAttributes(src)
      // An image without media would be an unfinished upload in the editor: it goes (the
      // import has reported it as missing).
      if (!replaced) {
        img.remove()
        continue
      }
      for (const [name, value] of Object.entries(replaced)) img.setAttribute(name, value)
    }
    let top: Element = img
    while (top.parentElement && top.parentElement !== body) top = top.parentElement
    if (top === img) continue
    ;(lastMoved.get(top) ?? top).after(img)
    lastMoved.set(top, img)
  }
  // Paragraphs left empty (an image moved out, a removed script) would be empty lines.
  for (const p of body.querySelectorAll('p'))
    if (!p.textContent?.trim() && !p.querySelector('img')) p.remove()
  const hasContent = Boolean(body.textContent?.trim()) || images.length > 0
  const result = body.innerHTML
  return { html: result, findings: { images, unknownMarkup: [...unknownMarkup], hasContent } }
}

/** Blank lines separate paragraphs; single line breaks become `<br>` (WordPress' `wpautop`). */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => `<p>${chunk.replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
