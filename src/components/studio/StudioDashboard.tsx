import type { Payload } from 'payload'

type Tile = { label: string; value: number; href: string; tone?: 'error' }

const q = (where: Record<string, unknown>) => {
  const params = new URLSearchParams()
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v)
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v))
    else params.set(prefix, String(value))
  }
  for (const [k, v] of Object.entries(where)) walk(`where[${k}]`, v)
  return params.toString()
}

/**
 * Studio start page counts: drafts, published articles, open and failed
 * translation and audio jobs, each linking to the filtered list. Rendered on the server
 * before Payload's dashboard cards (`admin.components.beforeDashboard`).
 */
export async function StudioDashboard({ payload }: { payload: Payload }) {
  const count = async (collection: 'articles' | 'translation-jobs' | 'audio-jobs', where: object) =>
    (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs
  const open = { status: { in: ['pending', 'running'] } }
  const failed = { status: { equals: 'error' } }
  const [drafts, published, openTranslations, failedTranslations, openAudio, failedAudio] =
    await Promise.all([
      count('articles', { _status: { equals: 'draft' } }),
      count('articles', { _status: { equals: 'published' } }),
      count('translation-jobs', open),
      count('translation-jobs', failed),
      count('audio-jobs', open),
      count('audio-jobs', failed),
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
  ]
  return (
    <section aria-label="Überblick" style={{ marginBottom: 32 }}>
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
