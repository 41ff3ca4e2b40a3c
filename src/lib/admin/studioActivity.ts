import type { Payload } from 'payload'

import type { User } from '@payload-types'

import { asServer } from '@/lib/payload/readAs'

/** One change on the start page: who saved what, when, and where to open it. */
export type StudioChange = {
  who: string
  what: string
  at: string
  href: string
}

/** One of the editor's own drafts. */
export type OwnDraft = { title: string; at: string; href: string }

/** A translation or audio job that failed; `title` is its studio name, kind included. */
export type FailedJob = {
  kind: 'Übersetzung' | 'Audio'
  title: string
  error: string
  at: string
  href: string
}

type UserRef = number | Pick<User, 'email' | 'firstName' | 'lastName'> | null | undefined

/** "Vorname Nachname", else the e-mail address, else "System" (a job or the seed). */
export function personOf(user: UserRef): string {
  if (!user || typeof user !== 'object') return 'System'
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return name || user.email
}

/** The id of a version's document, whether the version holds the id or the document. */
const parentId = (parent: unknown): unknown =>
  typeof parent === 'object' && parent ? (parent as { id: unknown }).id : parent

const PAGE_NAMES: Record<string, string> = {
  about: 'Über uns',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  terms: 'Nutzungsbedingungen',
}

/**
 * The last `limit` changes to articles and static pages by anyone: each saved article
 * version (draft or published, with the staff member who saved it, `lastEditedBy`) and each
 * page's last save, newest first. Deletions are not listed.
 */
export async function recentChanges(payload: Payload, limit = 10): Promise<StudioChange[]> {
  const [versions, pages] = await Promise.all([
    payload.findVersions({
      collection: 'articles',
      sort: '-updatedAt',
      limit,
      depth: 1,
      locale: 'de',
      ...asServer('Studio dashboard (staff only): article versions, read as the server.'),
      select: {
        parent: true,
        updatedAt: true,
        version: { title: true, _status: true, lastEditedBy: true },
      } as never,
    }),
    payload.find({
      collection: 'pages',
      sort: '-updatedAt',
      limit,
      depth: 1,
      locale: 'de',
      ...asServer("Studio dashboard (staff only): the pages' last saves, read as the server."),
    }),
  ])
  const changes: StudioChange[] = [
    ...versions.docs.map((v) => {
      const version = v.version as { title?: string; _status?: string; lastEditedBy?: UserRef }
      const parent = parentId(v.parent)
      return {
        who: personOf(version.lastEditedBy),
        what: `Artikel „${version.title ?? 'ohne Titel'}“ ${version._status === 'published' ? 'veröffentlicht' : 'als Entwurf gespeichert'}`,
        at: v.updatedAt,
        href: `/admin/collections/articles/${parent}`,
      }
    }),
    ...pages.docs.map((p) => ({
      who: personOf(p.lastEditedBy as UserRef),
      what: `Seite „${PAGE_NAMES[p.slug] ?? p.title}“ gespeichert`,
      at: p.updatedAt,
      href: `/admin/collections/pages/${p.id}`,
    })),
  ]
  return changes.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit)
}

/**
 * The drafts `user` saved last (the newest version of each is a draft and theirs), newest
 * first, at most `limit`.
 */
export async function ownDrafts(
  payload: Payload,
  user: Pick<User, 'id'>,
  limit = 5,
): Promise<OwnDraft[]> {
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: {
      and: [
        { latest: { equals: true } },
        { 'version._status': { equals: 'draft' } },
        { 'version.lastEditedBy': { equals: user.id } },
      ],
    },
    sort: '-updatedAt',
    limit,
    depth: 0,
    locale: 'de',
    ...asServer("Studio dashboard (staff only): the staff member's drafts, read as the server."),
  })
  return docs.map((v) => ({
    title: (v.version as { title?: string }).title || 'ohne Titel',
    at: v.updatedAt,
    href: `/admin/collections/articles/${parentId(v.parent)}`,
  }))
}

/** The newest failed translation and audio jobs, at most `limit` together. */
export async function failedJobs(payload: Payload, limit = 5): Promise<FailedJob[]> {
  const read = (collection: 'translation-jobs' | 'audio-jobs') =>
    payload.find({
      collection,
      where: { status: { equals: 'error' } },
      sort: '-updatedAt',
      limit,
      depth: 0,
      ...asServer('Studio dashboard (staff only): failed jobs, read as the server.'),
    })
  const [translations, audio] = await Promise.all([read('translation-jobs'), read('audio-jobs')])
  const jobs: FailedJob[] = [
    ...translations.docs.map((j) => ({
      kind: 'Übersetzung' as const,
      title: j.title ?? `Übersetzung: Auftrag ${j.id}`,
      error: j.error ?? '',
      at: j.updatedAt,
      href: `/admin/collections/translation-jobs/${j.id}`,
    })),
    ...audio.docs.map((j) => ({
      kind: 'Audio' as const,
      title: j.title ?? `Audio: Auftrag ${j.id}`,
      error: j.error ?? '',
      at: j.updatedAt,
      href: `/admin/collections/audio-jobs/${j.id}`,
    })),
  ]
  return jobs.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit)
}
