import { describe, expect, it } from 'vitest'

import { formatRace, lcpRace } from '../../scripts/lib/lcpRace'

/** A Lighthouse result with just the two audits the race is read from. */
function result(
  observedLargestContentfulPaint: number | undefined,
  requests: { resourceType: string; networkEndTime: number }[],
  observedLoad = 1000,
  firstRequestAfterOriginMs = 0,
) {
  const observedTimeOriginTs = 5_000_000_000
  return {
    audits: {
      metrics: {
        details: {
          type: 'debugdata',
          items: [{ observedLargestContentfulPaint, observedLoad, observedTimeOriginTs }],
        },
      },
      'network-requests': {
        details: {
          type: 'table',
          items: requests,
          debugData: {
            networkStartTimeTs: observedTimeOriginTs + firstRequestAfterOriginMs * 1000,
          },
        },
      },
    },
  } as never
}

describe('lcpRace', () => {
  it('counts the scripts whose download had finished when the LCP element was painted', () => {
    const race = lcpRace(
      result(150, [
        { resourceType: 'Document', networkEndTime: 20 },
        { resourceType: 'Script', networkEndTime: 90 },
        { resourceType: 'Script', networkEndTime: 150 },
        { resourceType: 'Script', networkEndTime: 151 },
        { resourceType: 'Image', networkEndTime: 100 },
        { resourceType: 'Script', networkEndTime: 300 },
      ]),
    )
    expect(race).toEqual({ observedLcpMs: 150, scriptsDone: 2, scripts: 4 })
    expect(formatRace(race)).toBe('150 ms 2/4')
  })

  it('leaves out scripts fetched after the load event (prefetches)', () => {
    const race = lcpRace(
      result(
        100,
        [
          { resourceType: 'Script', networkEndTime: 80 },
          { resourceType: 'Script', networkEndTime: 900 },
        ],
        500,
      ),
    )
    expect(race).toEqual({ observedLcpMs: 100, scriptsDone: 1, scripts: 1 })
  })

  it('measures the requests from the navigation, as the LCP is', () => {
    // The first request started 30 ms after the time origin: a script that ended 100 ms
    // after it ended at 130 ms, after the paint at 120 ms.
    const race = lcpRace(result(120, [{ resourceType: 'Script', networkEndTime: 100 }], 1000, 30))
    expect(race).toEqual({ observedLcpMs: 120, scriptsDone: 0, scripts: 1 })
  })

  it('gives null for a run without an observed LCP', () => {
    expect(lcpRace(result(undefined, []))).toBeNull()
    expect(formatRace(null)).toBe('-')
  })
})
