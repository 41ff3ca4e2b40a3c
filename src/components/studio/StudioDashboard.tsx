import Link from 'next/link'
import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { listWhereQuery as q } from '@/lib/admin/listQuery'
import { scheduledArticles } from '@/lib/admin/scheduledArticles'
import { failedJobs, ownDrafts, recentChanges } from '@/lib/admin/studioActivity'
import { asServer } from '@/lib/payload/readAs'

import { BulkTranslatePanel } from './BulkTranslatePanel.client'
import {
  FailedJobsPanel,
  OwnDraftsPanel,
  RecentChangesPanel,
  ScheduledPanel,
} from './StudioDashboardPanels'

type Tile = { label: string; value: number; href: string; tone?: 'error' }

/**
 * The studio's start page, what to do next first: "Neuer Artikel", the editor's own drafts,
 * the articles planned for publication with their time, failed translation and audio jobs,
 * "Alle veröffentlichten Artikel übersetzen" (bulk translation with estimate and progress),
 * the last ten changes by anyone (who, what, when), then
 * the counts (drafts, published articles, open and failed jobs, dentist profiles awaiting
 * re-verification), each linking to the
 * filtered list. Rendered on the server before Payload's dashboard cards
 * (`admin.components.beforeDashboard`).
 */
export async function StudioDashboard({ payload, user }: { payload: Payload; user?: User | null }) {
  const [drafts, scheduled, failures, changes, tiles] = await Promise.all([
    user ? ownDrafts(payload, user) : [],
    scheduledArticles(payload),
    failedJobs(payload),
    recentChanges(payload),
    countTiles(payload),
  ])
  return (
    <div data-testid="studio-start" style={{ marginBottom: 32 }}>
      <p style={{ margin: '0 0 24px' }}>
        <Link
          href="/admin/collections/articles/create"
          className="btn btn--style-primary btn--size-large"
          data-testid="new-article"
          style={{ margin: 0 }}
        >
          Neuer Artikel
        </Link>
      </p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
          gap: 24,
          marginBottom: 24,
        }}
      >
        <OwnDraftsPanel drafts={drafts} />
        <ScheduledPanel articles={scheduled} />
        <FailedJobsPanel jobs={failures} />
      </div>
      <BulkTranslatePanel />
      <RecentChangesPanel changes={changes} />
      <Counts tiles={tiles} />
    </div>
  )
}

/** The counters: drafts, published, open and failed translation and audio jobs, profiles to re-verify. */
async function countTiles(payload: Payload): Promise<Tile[]> {
  const count = async (
    collection: 'articles' | 'translation-jobs' | 'audio-jobs' | 'doctor-profiles',
    where: object,
  ) =>
    (
      await payload.count({
        collection,
        where: where as never,
        ...asServer(
          'Studio dashboard (staff only): counters of articles and jobs, read as the server.',
        ),
      })
    ).totalDocs
  const open = { status: { in: ['pending', 'running'] } }
  const failed = { status: { equals: 'error' } }
  const reverify = { reverificationPending: { equals: true } }
  const [
    drafts,
    published,
    openTranslations,
    failedTranslations,
    openAudio,
    failedAudio,
    reverifications,
  ] = await Promise.all([
    count('articles', { _status: { equals: 'draft' } }),
    count('articles', { _status: { equals: 'published' } }),
    count('translation-jobs', open),
    count('translation-jobs', failed),
    count('audio-jobs', open),
    count('audio-jobs', failed),
    count('doctor-profiles', reverify),
  ])
  const tiles: Tile[] = [
    {
      label: 'Entwürfe',
      value: drafts,
      href: `/admin/collections/articles?${q({ _status: { equals: 'draft' } })}`,
    },
    {
      label: 'Veröffentlicht',
      value: published,
      href: `/admin/collections/articles?${q({ _status: { equals: 'published' } })}`,
    },
    {
      label: 'Übersetzungen laufend',
      value: openTranslations,
      href: `/admin/collections/translation-jobs?${q({ status: { in: 'pending,running' } })}`,
    },
    {
      label: 'Übersetzungen fehlgeschlagen',
      value: failedTranslations,
      href: `/admin/collections/translation-jobs?${q(failed)}`,
      tone: 'error',
    },
    {
      label: 'Audio laufend',
      value: openAudio,
      href: `/admin/collections/audio-jobs?${q({ status: { in: 'pending,running' } })}`,
    },
    {
      label: 'Audio fehlgeschlagen',
      value: failedAudio,
      href: `/admin/collections/audio-jobs?${q(failed)}`,
      tone: 'error',
    },
    {
      // Verified profiles whose checked details the dentist changed (docs/product.md).
      label: 'Profile zur erneuten Prüfung',
      value: reverifications,
      href: `/admin/collections/doctor-profiles?${q(reverify)}`,
      tone: 'error',
    },
  ]
  return tiles
}

function Counts({ tiles }: { tiles: Tile[] }) {
  return (
    <section aria-label="Überblick" style={{ marginTop: 32 }}>
      <h2 style={{ marginBottom: 12 }}>Überblick</h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 12,
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.label}>
            <a
              href={tile.href}
              data-testid="studio-count"
              style={{
                display: 'block',
                padding: 16,
                borderRadius: 8,
                border: '1px solid var(--theme-elevation-150)',
                textDecoration: 'none',
                color: tile.tone === 'error' && tile.value ? 'var(--theme-error-500)' : 'inherit',
              }}
            >
              <span style={{ display: 'block', fontSize: 28, fontWeight: 700 }}>{tile.value}</span>
              <span>{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
