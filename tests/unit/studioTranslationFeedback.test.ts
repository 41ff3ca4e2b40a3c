import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { bulkTotals } from '@/components/studio/bulkTotals'
import { FailedJobsPanel } from '@/components/studio/StudioDashboardPanels'
import { translationFeedback } from '@/components/studio/translationFeedback'
import type { AdminTranslationJob } from '@/lib/admin/jobs'
import { jobTitle } from '@/lib/jobs/jobTitle'
import type { BulkLanguageEstimate } from '@/lib/translation/bulk/estimate'

/** The studio's translation feedback says each thing once, and only what is true. */
describe('translation feedback in the studio', () => {
  it('names a failed job on the start page with one "Übersetzung:" prefix', () => {
    const title = jobTitle({ kind: 'translation', articleTitle: 'Fluorid', locale: 'fr' })
    const html = renderToStaticMarkup(
      createElement(FailedJobsPanel, {
        jobs: [{ kind: 'Übersetzung', title, error: 'x', at: '2026-01-01T10:00:00Z', href: '/a' }],
      }),
    )
    expect(html).toContain('Übersetzung: Fluorid → fr')
    expect(html).not.toContain('Übersetzung: Übersetzung')
  })

  it('never says "gestartet" for languages no provider can translate into', () => {
    const job = { id: 1, locale: 'fr' } as AdminTranslationJob
    expect(translationFeedback({ jobs: [], withoutProvider: ['fr'] })).toEqual({
      started: null,
      refused: expect.stringMatching(/^Keine Übersetzung gestartet: für Französisch/),
    })
    const partly = translationFeedback({ jobs: [job], withoutProvider: ['sw'] })
    expect(partly.started).toBe('Übersetzung gestartet (1 Sprache)')
    expect(partly.refused).toMatch(/Suaheli/)
    expect(translationFeedback({ jobs: [job, job], withoutProvider: [] })).toEqual({
      started: 'Übersetzung gestartet (2 Sprachen)',
      refused: null,
    })
  })

  it('shows no cost and nothing to start when no language of a bulk run has a provider', () => {
    const language = (locale: string, provider: BulkLanguageEstimate['provider']) => ({
      locale,
      provider,
      articles: 3,
      characters: 3000,
      skippedCurrent: 0,
      skippedReviewed: 1,
      reviewedCharacters: 500,
      costCents: provider === 'deepl' ? 6 : null,
      reviewedCostCents: provider === 'deepl' ? 1 : null,
    })
    const estimate = (...languages: BulkLanguageEstimate[]) => ({
      languages,
      deeplEurPerMillionCharacters: 20,
    })
    expect(bulkTotals(estimate(language('fr', null), language('sw', null)), false)).toEqual({
      jobs: 6,
      runnable: 0,
      characters: 6000,
      reviewed: 2,
      cents: null,
    })
    expect(bulkTotals(estimate(language('fr', 'deepl'), language('sw', null)), true)).toMatchObject(
      { jobs: 8, runnable: 4, cents: 7 },
    )
    expect(bulkTotals(estimate(language('sw', 'llm')), false).cents).toBeNull()
  })
})
