import { z } from 'zod'

import type { SourceExport, SourceItem, SourceStatus, SourceTerm, SourceWarning } from './model'

/**
 * Ghost writes its own address into exports as this placeholder (Ghost 5 and 6), e.g.
 * `__GHOST_URL__/content/images/2024/05/x.jpg`; we keep such addresses as site-relative
 * paths, found in the uploaded images folder or ZIP (`images.ts`).
 */
const GHOST_URL = '__GHOST_URL__'

const text = z.string().nullish()

const ghostPost = z.object({
  id: z.string(),
  title: text,
  slug: z.string(),
  html: text,
  plaintext: text,
  type: z.enum(['post', 'page']).default('post'),
  status: z.string(),
  visibility: text,
  published_at: text,
  updated_at: text,
  custom_excerpt: text,
  feature_image: text,
  canonical_url: text,
  locale: text,
})

const ghostData = z.object({
  posts: z.array(ghostPost).default([]),
  tags: z
    .array(z.object({ id: z.string(), slug: z.string(), name: z.string().nullish() }))
    .default([]),
  posts_tags: z
    .array(z.object({ post_id: z.string(), tag_id: z.string(), sort_order: z.number().nullish() }))
    .default([]),
  users: z.array(z.object({ id: z.string(), name: z.string().nullish() })).default([]),
  posts_authors: z
    .array(
      z.object({ post_id: z.string(), author_id: z.string(), sort_order: z.number().nullish() }),
    )
    .default([]),
  posts_meta: z
    .array(
      z.object({
        post_id: z.string(),
        feature_image_alt: text,
        meta_description: text,
      }),
    )
    .default([]),
})

/** The part of a Ghost export we read: `db[0].data` (Ghost 5 and 6). */
const ghostExport = z.object({ db: z.array(z.object({ data: ghostData })).min(1) })

/** A Ghost export that is no Ghost export (or not one we can read). */
export class GhostFormatError extends Error {}

/**
 * Reads a Ghost export (Ghost Admin → Settings → Import/Export, versions 5 and 6) that has
 * already been parsed from JSON: posts and pages with their tags (primary tag first),
 * authors, excerpt, members-only visibility, feature image and canonical URL. Throws
 * `GhostFormatError` naming the first field that does not fit. Old addresses are
 * `/{slug}/`, Ghost's default routes.
 */
export function readGhostExport(json: unknown): SourceExport {
  const parsed = ghostExport.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new GhostFormatError(
      `Keine lesbare Ghost-Sicherung: ${issue?.path.join('.') || 'db'}: ${issue?.message ?? ''}`,
    )
  }
  const data = parsed.data.db[0]!.data
  const tagsById = new Map(data.tags.map((t) => [t.id, t]))
  const usersById = new Map(data.users.map((u) => [u.id, u.name ?? '']))
  const metaByPost = new Map(data.posts_meta.map((m) => [m.post_id, m]))
  const tagsOf = groupSorted(
    data.posts_tags,
    (r) => r.post_id,
    (r) => r.tag_id,
  )
  const authorsOf = groupSorted(
    data.posts_authors,
    (r) => r.post_id,
    (r) => r.author_id,
  )

  const terms: SourceTerm[] = data.tags.map((t) => ({
    slug: t.slug,
    name: t.name?.trim() || t.slug,
    kind: 'tag',
    internal: (t.name ?? '').startsWith('#') || t.slug.startsWith('hash-'),
  }))

  const items: SourceItem[] = data.posts.map((post) => {
    const readWarnings: SourceWarning[] = []
    const status = ghostStatus(post.status)
    if (!status.known)
      readWarnings.push({
        code: 'unsupportedStatus',
        message: `Status „${post.status}“ wird als Entwurf übernommen.`,
      })
    const meta = metaByPost.get(post.id)
    return {
      sourceId: post.id,
      kind: post.type,
      title: post.title?.trim() ?? '',
      slug: post.slug,
      html: withoutGhostUrl(post.html ?? ''),
      excerpt: post.custom_excerpt?.trim() || meta?.meta_description?.trim() || null,
      status: status.value,
      publishedAt: isoOrNull(post.published_at),
      updatedAt: isoOrNull(post.updated_at),
      authors: (authorsOf.get(post.id) ?? [])
        .map((id) => usersById.get(id)?.trim() ?? '')
        .filter(Boolean),
      terms: (tagsOf.get(post.id) ?? []).flatMap((id) => {
        const tag = tagsById.get(id)
        return tag ? [tag.slug] : []
      }),
      language: post.locale?.trim() || null,
      membersOnly: ['members', 'paid', 'tiers'].includes(post.visibility ?? 'public'),
      featureImage: post.feature_image ? withoutGhostUrl(post.feature_image) : null,
      featureImageAlt: meta?.feature_image_alt?.trim() || null,
      canonicalUrl: post.canonical_url?.trim() || null,
      oldPaths: [`/${post.slug}/`],
      readWarnings,
    }
  })

  return { source: 'ghost', siteUrl: null, items, terms, attachments: [] }
}

/** Ghost's post states: `sent` (e-mail only) and unknown ones become drafts. */
function ghostStatus(status: string): { value: SourceStatus; known: boolean } {
  if (status === 'published' || status === 'draft' || status === 'scheduled')
    return { value: status, known: true }
  return { value: 'draft', known: false }
}

function withoutGhostUrl(value: string): string {
  return value.split(GHOST_URL).join('')
}

function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Join-table rows grouped by owner, in `sort_order` (Ghost's primary tag/author is 0). */
function groupSorted<R extends { sort_order?: number | null }>(
  rows: R[],
  owner: (row: R) => string,
  value: (row: R) => string,
): Map<string, string[]> {
  const sorted = [...rows].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
  const groups = new Map<string, string[]>()
  for (const row of sorted) {
    const list = groups.get(owner(row)) ?? []
    list.push(value(row))
    groups.set(owner(row), list)
  }
  return groups
}
