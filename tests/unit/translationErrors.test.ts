import { describe, expect, it } from 'vitest'

import { currentTranslationJobs } from '@/lib/admin/translationErrors'

const job = (id: number, locale: string, status: string, createdAt: string) => ({
  id,
  locale,
  status,
  createdAt,
})

describe('the translation jobs of the article sidebar', () => {
  const failedTr = job(1, 'tr', 'error', '2026-11-20T10:00:00Z')

  it('shows a failed job while nothing newer exists for its language', () => {
    const shown = currentTranslationJobs([failedTr], {
      origins: { tr: 'machine' },
      updatedAt: '2026-11-21T10:00:00Z',
    })
    expect(shown).toEqual([failedTr])
  })

  it('drops the failure once a later job for the language succeeded', () => {
    const done = job(2, 'tr', 'done', '2026-11-21T10:00:00Z')
    expect(currentTranslationJobs([done, failedTr])).toEqual([done])
  })

  it('drops the failure once the language version was saved as reviewed after it', () => {
    const shown = currentTranslationJobs([failedTr, job(3, 'en', 'done', '2026-11-19T10:00:00Z')], {
      origins: { tr: 'reviewed', en: 'machine' },
      updatedAt: '2026-11-21T10:00:00Z',
    })
    expect(shown.map((j) => j.id)).toEqual([3])
  })

  it('shows a failure queued after the reviewed save again', () => {
    const shown = currentTranslationJobs([failedTr], {
      origins: { tr: 'reviewed' },
      updatedAt: '2026-11-19T10:00:00Z',
    })
    expect(shown).toEqual([failedTr])
  })

  it('keeps a failure of a language whose review is of another language', () => {
    const shown = currentTranslationJobs([failedTr], {
      origins: { en: 'reviewed' },
      updatedAt: '2026-11-21T10:00:00Z',
    })
    expect(shown).toEqual([failedTr])
  })
})
