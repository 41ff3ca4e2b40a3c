import type { Payload } from 'payload'

import { listWhereQuery } from '@/lib/admin/listQuery'
import { scheduledArticles } from '@/lib/admin/scheduledArticles'
import { asServer } from '@/lib/payload/readAs'

type SearchParams = Record<string, string | string[] | undefined>

type TabKey = 'all' | 'draft' | 'scheduled' | 'published'

type Tab = { key: TabKey; label: string; where: Record<string, unknown> | null; count: number }

/**
 * Which tab the list's URL filter matches: `where[_status][equals]=draft|published`, or
 * `where[id][in]=…` (the "Geplant" tab's list of planned articles); else "Alle".
 */
function activeTab(searchParams: SearchParams | undefined): TabKey {
  if (searchParams?.['where[id][in]'] !== undefined) return 'scheduled'
  const status = searchParams?.['where[_status][equals]']
  return status === 'draft' || status === 'published' ? status : 'all'
}

/** How many articles' newest version has this status (all articles without one). */
async function countLatest(payload: Payload, status?: 'draft' | 'published'): Promise<number> {
  const { totalDocs } = await payload.countVersions({
    collection: 'articles',
    where: {
      and: [
        { latest: { equals: true } },
        ...(status ? [{ 'version._status': { equals: status } }] : []),
      ],
    },
    ...asServer('Studio view (staff only): version counts are read as the server.'),
  })
  return totalDocs
}

/**
 * Status tabs above the article list (`admin.components.beforeListTable`): "Alle",
 * "Entwürfe" (the newest version is a draft, also when an older one is online), "Geplant"
 * (drafts whose publication is planned, src/lib/admin/scheduledArticles.ts; also counted
 * among the drafts until they are published) and "Veröffentlicht", each with its count.
 * "Geplant" filters the list to the planned articles' ids. A tab is a link to the list filtered by
 * `_status`, so the filter stays in the URL and Payload's own filter panel shows it; the
 * search text is kept.
 */
export async function ArticleStatusTabs({
  payload,
  searchParams,
}: {
  payload: Payload
  searchParams?: SearchParams
}) {
  const active = activeTab(searchParams)
  const search = typeof searchParams?.search === 'string' ? searchParams.search : ''
  // Counted like the list reads: each article's newest version.
  const [all, drafts, scheduled, published] = await Promise.all([
    countLatest(payload),
    countLatest(payload, 'draft'),
    scheduledArticles(payload),
    countLatest(payload, 'published'),
  ])
  // An empty "in" list would not filter at all; no article has id 0.
  const scheduledIds = scheduled.map((a) => a.id).join(',') || '0'
  const tabs: Tab[] = [
    { key: 'all', label: 'Alle', where: null, count: all },
    { key: 'draft', label: 'Entwürfe', where: { _status: { equals: 'draft' } }, count: drafts },
    {
      key: 'scheduled',
      label: 'Geplant',
      where: { id: { in: scheduledIds } },
      count: scheduled.length,
    },
    {
      key: 'published',
      label: 'Veröffentlicht',
      where: { _status: { equals: 'published' } },
      count: published,
    },
  ]
  return (
    <nav aria-label="Status" style={{ marginBottom: 16 }}>
      <ul style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {tabs.map((tab) => {
          const params = [
            tab.where ? listWhereQuery(tab.where) : '',
            search ? new URLSearchParams({ search }).toString() : '',
          ].filter(Boolean)
          const current = tab.key === active
          return (
            <li key={tab.key}>
              <a
                href={`/admin/collections/articles${params.length ? `?${params.join('&')}` : ''}`}
                aria-current={current ? 'page' : undefined}
                data-status-tab={tab.key}
                style={{
                  display: 'inline-block',
                  padding: '6px 14px',
                  borderRadius: 999,
                  border: '1px solid var(--theme-elevation-250)',
                  background: current ? 'var(--theme-elevation-800)' : 'transparent',
                  color: current ? 'var(--theme-elevation-0)' : 'inherit',
                  textDecoration: 'none',
                  fontWeight: current ? 600 : 400,
                }}
              >
                {tab.label} <span style={{ opacity: 0.75 }}>({tab.count})</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
