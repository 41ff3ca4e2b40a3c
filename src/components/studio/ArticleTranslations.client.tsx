'use client'

import { useState } from 'react'

import { translateArticle } from '@/lib/api/contract/studioArticles'
import { JOB_STATUS_LABELS, type JobStatus } from '@/lib/jobs/status'

import type { ArticleActionBusy } from './articleActionBusy'
import { languageName } from './languageName'
import { OutdatedTranslations } from './OutdatedTranslations.client'
import { ProviderSettingsHint } from './ProviderSettingsHint.client'
import { TranslateLanguages } from './TranslateLanguages.client'
import { toastTranslation } from './toastTranslation'
import { useTranslationJobs } from './useTranslationJobs'

type Props = ArticleActionBusy & { id: number | string; lastUpdateTime: number }

/**
 * The translation part of the article sidebar: "Übersetzen…" queues translations into the
 * chosen languages (all 44 need a confirmation; languages no provider can translate into
 * are named and not started, with the way to the settings), the current jobs are counted per status
 * and failed ones listed with the provider's error (languages by their German names), and
 * language versions whose German has changed since their translation are offered for
 * re-translation (`OutdatedTranslations`).
 */
export function ArticleTranslations({ id, lastUpdateTime, busy, setBusy }: Props) {
  const { latest, counts, failed, reload } = useTranslationJobs(id, lastUpdateTime)
  const [refused, setRefused] = useState<string | null>(null)

  async function translate(locales: string[]) {
    setBusy('translate')
    const result = await translateArticle(id, { locales })
    setBusy(null)
    const said = toastTranslation(result)
    if (!said) return
    setRefused(said.refused)
    void reload()
  }

  return (
    <>
      <details>
        <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Übersetzen…</summary>
        <div style={{ marginTop: 8 }}>
          <TranslateLanguages busy={busy === 'translate'} onSubmit={translate} />
        </div>
      </details>
      <section aria-live="polite" aria-label="Übersetzungsaufträge">
        {failed ? <p role="alert">Aufträge konnten nicht geladen werden.</p> : null}
        {latest.length ? (
          <p style={{ margin: 0 }}>
            {(Object.keys(counts) as JobStatus[])
              .filter((s) => counts[s])
              .map((s) => `${JOB_STATUS_LABELS[s].de}: ${counts[s]}`)
              .join(' · ')}
          </p>
        ) : (
          <p style={{ margin: 0 }} className="field-description">
            Noch keine Übersetzungen.
          </p>
        )}
        <ul style={{ margin: '4px 0 0', paddingLeft: 16 }}>
          {latest
            .filter((j) => j.status === 'error')
            .map((j) => (
              <li key={j.id}>
                <strong>{languageName(j.locale)}</strong>: {j.error}
              </li>
            ))}
        </ul>
        {refused ? (
          <p role="alert" data-testid="translation-refused" style={{ margin: '4px 0 0' }}>
            {refused}
          </p>
        ) : null}
        {refused || latest.some((j) => j.status === 'error') ? <ProviderSettingsHint /> : null}
      </section>
      <OutdatedTranslations
        articleId={id}
        reloadKey={`${lastUpdateTime ?? ''}:${counts.done}`}
        busy={busy !== null}
        onTranslate={translate}
      />
    </>
  )
}
