import { SaxesParser } from 'saxes'

import type {
  SourceAttachment,
  SourceExport,
  SourceItem,
  SourceStatus,
  SourceTerm,
  SourceWarning,
} from './model'

/** A WXR file that is no WXR file, is not well-formed, or carries a DTD. */
export class WxrFormatError extends Error {}

/** One element being read: its name, attributes and text so far. */
interface Open {
  name: string
  attributes: Record<string, string>
  text: string
}

/** What an `<item>` holds before it becomes a post, a page or an attachment. */
interface RawItem {
  fields: Record<string, string>
  categories: { domain: string; nicename: string; name: string }[]
  meta: Record<string, string>
}

/**
 * Reads a WordPress export (Tools → Export, WXR 1.2) as a stream of text chunks (e.g. a
 * file stream with `encoding: 'utf8'`), element by element, so a 200 MB archive is never
 * held as one string. The parser is saxes: it knows only XML's five predefined entities
 * and character references, resolves nothing external, and a document type declaration
 * (DTD) is refused outright — no XXE, no entity expansion ("billion laughs").
 *
 * Items of type post and page become `SourceItem`s (publish → published, future →
 * scheduled, draft/pending/private → draft; trash and auto-drafts are left out), attachments
 * `SourceAttachment`s; `_thumbnail_id` names the featured image. Categories and tags come
 * from the channel and the items; a Polylang `language` term (or the channel's
 * `<language>`) names the language. Old addresses are the path of `<link>` and `/?p={id}`
 * (`/?page_id={id}` for pages). Throws `WxrFormatError` for malformed XML or a DTD.
 */
export async function readWxr(chunks: AsyncIterable<string>): Promise<SourceExport> {
  const parser = new SaxesParser()
  const stack: Open[] = []
  const channel: Record<string, string> = {}
  const authors = new Map<string, string>()
  const terms = new Map<string, SourceTerm>()
  const rawItems: RawItem[] = []
  let item: RawItem | null = null
  let pendingTerm: Record<string, string> | null = null
  let pendingAuthor: Record<string, string> | null = null
  let pendingMeta: Record<string, string> | null = null
  let sawRss = false

  parser.on('doctype', () => {
    throw new WxrFormatError('Die Datei enthält eine DTD; WXR-Dateien haben keine.')
  })
  parser.on('opentag', (tag) => {
    if (tag.name === 'rss') sawRss = true
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) attributes[key] = String(value)
    stack.push({ name: tag.name, attributes, text: '' })
    if (tag.name === 'item') item = { fields: {}, categories: [], meta: {} }
    else if (tag.name === 'wp:category' || tag.name === 'wp:tag') pendingTerm = {}
    else if (tag.name === 'wp:author') pendingAuthor = {}
    else if (tag.name === 'wp:postmeta') pendingMeta = {}
  })
  const addText = (value: string) => {
    const top = stack[stack.length - 1]
    if (top) top.text += value
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    const closed = stack.pop()
    if (!closed) return
    const parent = stack[stack.length - 1]?.name
    const value = closed.text.trim()
    if (closed.name === 'item' && item) {
      rawItems.push(item)
      item = null
    } else if (closed.name === 'wp:category' && pendingTerm && !item) {
      addTerm(terms, pendingTerm['wp:category_nicename'], pendingTerm['wp:cat_name'], 'category')
      pendingTerm = null
    } else if (closed.name === 'wp:tag' && pendingTerm && !item) {
      addTerm(terms, pendingTerm['wp:tag_slug'], pendingTerm['wp:tag_name'], 'tag')
      pendingTerm = null
    } else if (closed.name === 'wp:author' && pendingAuthor) {
      const login = pendingAuthor['wp:author_login']
      if (login) authors.set(login, pendingAuthor['wp:author_display_name'] || login)
      pendingAuthor = null
    } else if (closed.name === 'wp:postmeta' && pendingMeta && item) {
      const key = pendingMeta['wp:meta_key']
      if (key) item.meta[key] = pendingMeta['wp:meta_value'] ?? ''
      pendingMeta = null
    } else if (parent === 'wp:postmeta' && pendingMeta) {
      pendingMeta[closed.name] = value
    } else if ((parent === 'wp:category' || parent === 'wp:tag') && pendingTerm) {
      pendingTerm[closed.name] = value
    } else if (parent === 'wp:author' && pendingAuthor) {
      pendingAuthor[closed.name] = value
    } else if (parent === 'item' && item) {
      if (closed.name === 'category')
        item.categories.push({
          domain: closed.attributes.domain ?? 'category',
          nicename: closed.attributes.nicename ?? '',
          name: value,
        })
      // The body keeps its own white space.
      else item.fields[closed.name] = closed.name.endsWith(':encoded') ? closed.text : value
    } else if (parent === 'channel') {
      channel[closed.name] = value
    }
  })

  try {
    for await (const chunk of chunks) parser.write(chunk)
    parser.close()
  } catch (error) {
    if (error instanceof WxrFormatError) throw error
    throw new WxrFormatError(`Die WXR-Datei ist kein gültiges XML: ${(error as Error).message}`)
  }
  if (!sawRss) throw new WxrFormatError('Keine WordPress-Exportdatei (kein <rss>-Element).')

  return toExport(channel, authors, terms, rawItems)
}

function addTerm(
  terms: Map<string, SourceTerm>,
  slug: string | undefined,
  name: string | undefined,
  kind: SourceTerm['kind'],
): void {
  if (!slug || terms.has(slug)) return
  terms.set(slug, { slug, name: name || slug, kind, internal: false })
}

function toExport(
  channel: Record<string, string>,
  authors: Map<string, string>,
  terms: Map<string, SourceTerm>,
  rawItems: RawItem[],
): SourceExport {
  const attachments: SourceAttachment[] = rawItems
    .filter((raw) => raw.fields['wp:post_type'] === 'attachment' && raw.fields['wp:attachment_url'])
    .map((raw) => ({
      sourceId: raw.fields['wp:post_id'] ?? '',
      url: raw.fields['wp:attachment_url']!,
      title: raw.fields.title ?? '',
      alt: raw.meta._wp_attachment_image_alt?.trim() || null,
    }))
  const attachmentById = new Map(attachments.map((a) => [a.sourceId, a]))
  const items: SourceItem[] = []
  for (const raw of rawItems) {
    const type = raw.fields['wp:post_type']
    if (type !== 'post' && type !== 'page') continue
    const status = wpStatus(raw.fields['wp:status'] ?? '')
    if (!status) continue
    for (const c of raw.categories)
      if (c.domain === 'category' || c.domain === 'post_tag')
        addTerm(terms, c.nicename, c.name, c.domain === 'category' ? 'category' : 'tag')
    items.push(toItem(raw, type, status, channel, authors, attachmentById))
  }
  return {
    source: 'wordpress',
    siteUrl: channel['wp:base_site_url'] || channel.link || null,
    items,
    terms: [...terms.values()],
    attachments,
  }
}

function toItem(
  raw: RawItem,
  kind: 'post' | 'page',
  status: { value: SourceStatus; warning?: string },
  channel: Record<string, string>,
  authors: Map<string, string>,
  attachmentById: Map<string, SourceAttachment>,
): SourceItem {
  const f = raw.fields
  const id = f['wp:post_id'] ?? ''
  const readWarnings: SourceWarning[] = []
  if (status.warning) readWarnings.push({ code: 'unsupportedStatus', message: status.warning })
  const thumbnail = raw.meta._thumbnail_id ? attachmentById.get(raw.meta._thumbnail_id) : undefined
  if (raw.meta._thumbnail_id && !thumbnail)
    readWarnings.push({
      code: 'missingImage',
      message: `Beitragsbild ${raw.meta._thumbnail_id} fehlt in der Exportdatei.`,
    })
  const byDomain = (domain: string) =>
    raw.categories.filter((c) => c.domain === domain && c.nicename).map((c) => c.nicename)
  const creator = f['dc:creator']
  const oldPaths = [pathOf(f.link), kind === 'page' ? `/?page_id=${id}` : `/?p=${id}`]
  return {
    sourceId: id,
    kind,
    title: f.title ?? '',
    slug: f['wp:post_name'] || id,
    html: f['content:encoded'] ?? '',
    excerpt: f['excerpt:encoded']?.trim() || raw.meta._yoast_wpseo_metadesc?.trim() || null,
    status: status.value,
    publishedAt: wpDate(f['wp:post_date_gmt']) ?? rssDate(f.pubDate),
    updatedAt: wpDate(f['wp:post_modified_gmt']),
    authors: creator ? [authors.get(creator) ?? creator] : [],
    terms: [...byDomain('category'), ...byDomain('post_tag')],
    language: byDomain('language')[0] ?? (channel.language || null),
    membersOnly: Boolean(f['wp:post_password']),
    featureImage: thumbnail?.url ?? null,
    featureImageAlt: thumbnail?.alt ?? null,
    canonicalUrl: raw.meta._yoast_wpseo_canonical?.trim() || null,
    oldPaths: oldPaths.filter((p): p is string => Boolean(p)),
    readWarnings,
  }
}

/** WordPress post states; trash, auto-drafts and revisions (`inherit`) are not imported. */
function wpStatus(status: string): { value: SourceStatus; warning?: string } | null {
  switch (status) {
    case 'publish':
      return { value: 'published' }
    case 'future':
      return { value: 'scheduled' }
    case 'draft':
    case 'pending':
      return { value: 'draft' }
    case 'private':
      return { value: 'draft', warning: 'Privater Beitrag: wird als Entwurf übernommen.' }
    default:
      return null
  }
}

/** `2019-05-15 10:00:00` in UTC (WordPress `*_gmt`); drafts carry `0000-00-00 00:00:00`. */
function wpDate(value: string | undefined): string | null {
  if (!value || value.startsWith('0000')) return null
  const date = new Date(`${value.replace(' ', 'T')}Z`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** RFC 822 `pubDate`, e.g. `Wed, 15 May 2019 10:00:00 +0000`. */
function rssDate(value: string | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1971 ? null : date.toISOString()
}

/** The path and query of a permalink (`https://x.de/2019/05/a/` → `/2019/05/a/`). */
function pathOf(link: string | undefined): string | null {
  if (!link) return null
  try {
    const url = new URL(link)
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}
