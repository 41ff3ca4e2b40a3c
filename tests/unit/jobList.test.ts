import { describe, expect, it } from 'vitest'

import { jobListQuery, jobListWhere } from '@/lib/admin/jobList'

describe('admin job lists (/api/admin/jobs, /api/admin/audio-jobs)', () => {
  it('filters by every given field and leaves absent ones out', () => {
    expect(jobListWhere({ articleId: 7, status: 'done', subject: undefined })).toEqual({
      and: [{ article: { equals: 7 } }, { status: { equals: 'done' } }],
    })
    expect(jobListWhere({})).toEqual({ and: [] })
  })

  it('takes limit 1–500 (default 100) and known statuses only', () => {
    expect(jobListQuery.parse({})).toEqual({ limit: 100 })
    expect(jobListQuery.safeParse({ limit: '501' }).success).toBe(false)
    expect(jobListQuery.safeParse({ status: 'lost' }).success).toBe(false)
  })
})
