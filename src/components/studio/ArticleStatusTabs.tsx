import type { Payload } from 'payload'

import { listWhereQuery } from '@/lib/admin/listQuery'

type SearchParams = Record<string, string | string[] | undefined>

type StatusWhere = { _status: { equals: string } }

type Tab = { key: 'all' | 'draft' | 'published'; label: string; where: object | null }

const TABS: Tab[] = [
  { key: 'all', label: 'Alle', where: null },
  { key: 'draft', label: 'Entwürfe', where: { _status: { equals: 'draft' } } },
  { key: 'published', label: 'Veröffentlicht', where: { _status: { equals: 'published' } } },
]

/** Which tab the list's URL filter matches (`where[_status][equals]=…`), else "Alle". */
function activeTab(searchParams: SearchParams | undefined): Tab['key'] {
  const status = searchParams?.['where[_status][equals]']
  return status === 'draft' || status === 'published' ? status : 'all'
}

/**
 * Status tabs above the article list (`admin.components.beforeListTable`): "Alle",
 * "Entwürfe" (the newest version is a draft, also when an older one is online) and
 * "Veröffentlicht", each with its count. A tab is a link to the list filtered by
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
  const counts = await Promise.all(
    TABS.map(
      async (tab) =>
        (
          await payload.countVersions({
            collection: 'articles',
            where: {
              and: [
                { latest: { equals: true } },
                ...(tab.where ? [{ 'version._status': (tab.where as StatusWhere)._status }] : []),
              ],
            },
            overrideAccess: true,
          })
        ).totalDocs,
    ),
  )
  return (
    <nav aria-label="Status" style={{ marginBottom: 16 }}>
      <ul style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {TABS.map((tab, i) => {
          const params = [
            tab.where ? listWhereQuery(tab.where as Record<string, unknown>) : '',
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
                {tab.label} <span style={{ opacity: 0.75 }}>({counts[i]})</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
