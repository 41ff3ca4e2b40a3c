import type { Payload } from 'payload'

import { articlePath } from '@/lib/routes'
import { asServer } from '@/lib/payload/readAs'

type Props = {
  rowData?: { id?: number; _status?: string | null; slug?: string | null }
  payload: Payload
}

/**
 * "Im Journal" column of the article list: whether readers see the article now, in words
 * editors use. The list shows each article's newest version, so a draft row may still be
 * online (changes not yet published) or offline (unpublished after it was published); the
 * published document decides. Server component: one small query per row.
 *
 * Reads: "Online", "Online · Änderungen im Entwurf" (both linking to the article on the
 * journal, the list's "Im Journal ansehen"), "Offline" or "Entwurf".
 */
export async function JournalStateCell({ rowData, payload }: Props) {
  const id = rowData?.id
  if (!id) return null
  const view = articlePath(id)
  if (rowData._status === 'published') return <State tone="online" text="Online" href={view} />
  const live = await payload
    .findByID({
      collection: 'articles',
      id,
      depth: 0,
      ...asServer(
        'Studio view (staff only): whether the published document is online, read as the server.',
      ),
      select: { _status: true },
    })
    .catch(() => null)
  if (live?._status === 'published')
    return <State tone="online" text="Online" detail="Änderungen im Entwurf" href={view} />
  const { totalDocs: everPublished } = await payload.countVersions({
    collection: 'articles',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    ...asServer('Studio view (staff only): versions are staff-only; counted as the server.'),
  })
  return everPublished ? (
    <State tone="offline" text="Offline" />
  ) : (
    <State tone="draft" text="Entwurf" />
  )
}

const COLORS = { online: '#1b7f3b', offline: '#9a3412', draft: '#525252' } as const

/**
 * The state in its colour, and `detail` after a "·" (the column may break the line before
 * it and between its words, so the list keeps its row actions inside a 1280 px window even
 * when the other columns are wide); online articles link to the journal ("Im Journal
 * ansehen").
 */
function State({
  tone,
  text,
  detail,
  href,
}: {
  tone: keyof typeof COLORS
  text: string
  detail?: string
  href?: string
}) {
  const label = (
    <span data-journal-state={tone} style={{ color: COLORS[tone], fontWeight: 600 }}>
      <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
      {detail && (
        <>
          {' '}
          <span>· {detail}</span>
        </>
      )}
    </span>
  )
  if (!href) return label
  return (
    <a href={href} target="_blank" rel="noopener" title="Im Journal ansehen (neuer Tab)">
      {label} ↗
    </a>
  )
}
