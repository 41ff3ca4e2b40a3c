import type { ReactNode } from 'react'

import { formatStudioDateTime } from '@/lib/admin/studioDate'
import type { FailedJob, OwnDraft, StudioChange } from '@/lib/admin/studioActivity'
import type { ScheduledArticle } from '@/lib/admin/scheduledArticles'

/** A titled box of the start page. */
function Panel({
  title,
  children,
  testId,
}: {
  title: string
  children: ReactNode
  testId: string
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 8,
        padding: 16,
      }}
    >
      <h2 style={{ margin: '0 0 12px', fontSize: 20 }}>{title}</h2>
      {children}
    </section>
  )
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const
const muted = { color: 'var(--theme-elevation-600)', fontSize: 13 } as const

/** "Ihre Entwürfe": the editor's drafts, newest first, each opening the editor. */
export function OwnDraftsPanel({ drafts }: { drafts: OwnDraft[] }) {
  return (
    <Panel title="Ihre Entwürfe" testId="own-drafts">
      {drafts.length ? (
        <ul style={listStyle}>
          {drafts.map((d) => (
            <li key={d.href}>
              <a href={d.href}>{d.title}</a>{' '}
              <span style={muted}>· {formatStudioDateTime(d.at)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>Keine offenen Entwürfe.</p>
      )}
    </Panel>
  )
}

/**
 * "Geplant": articles planned for publication, earliest first, each with the time it goes
 * online (German time, `dd.MM.yyyy HH:mm`) and opening the editor.
 */
export function ScheduledPanel({ articles }: { articles: ScheduledArticle[] }) {
  return (
    <Panel title="Geplant" testId="scheduled-articles">
      {articles.length ? (
        <ul style={listStyle}>
          {articles.map((a) => (
            <li key={a.id} data-scheduled-article={a.id}>
              <a href={a.href}>{a.title}</a>{' '}
              <span style={muted}>
                · erscheint am {formatStudioDateTime(a.at)} (Berliner Zeit)
                {a.by ? ` · geplant von ${a.by}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>Keine geplanten Veröffentlichungen.</p>
      )}
    </Panel>
  )
}

/**
 * "Fehlgeschlagene Aufträge": failed translation and audio jobs by their studio name (which
 * already says the kind: "Übersetzung: <Titel> → fr", "Audio: <Titel> (de)") with their message.
 */
export function FailedJobsPanel({ jobs }: { jobs: FailedJob[] }) {
  return (
    <Panel title="Fehlgeschlagene Aufträge" testId="failed-jobs">
      {jobs.length ? (
        <ul style={listStyle}>
          {jobs.map((j) => (
            <li key={j.href}>
              <a href={j.href} style={{ color: 'var(--theme-error-500)' }}>
                {j.title}
              </a>{' '}
              <span style={muted}>· {formatStudioDateTime(j.at)}</span>
              {j.error ? <div style={muted}>{j.error.slice(0, 160)}</div> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>Keine fehlgeschlagenen Aufträge.</p>
      )}
    </Panel>
  )
}

/** "Letzte Änderungen": who changed what, when (the last ten saves of articles and pages). */
export function RecentChangesPanel({ changes }: { changes: StudioChange[] }) {
  return (
    <Panel title="Letzte Änderungen" testId="recent-changes">
      {changes.length ? (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th scope="col">Wann</th>
              <th scope="col">Wer</th>
              <th scope="col">Was</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c, i) => (
              <tr
                key={`${c.href}-${c.at}-${i}`}
                style={{ borderTop: '1px solid var(--theme-elevation-100)' }}
              >
                <td style={{ padding: '6px 12px 6px 0', whiteSpace: 'nowrap' }}>
                  {formatStudioDateTime(c.at)}
                </td>
                <td style={{ padding: '6px 12px 6px 0' }}>{c.who}</td>
                <td style={{ padding: '6px 0' }}>
                  <a href={c.href}>{c.what}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p style={{ margin: 0 }}>Noch keine Änderungen.</p>
      )}
    </Panel>
  )
}
