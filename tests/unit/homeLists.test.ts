import { describe, expect, it } from 'vitest'

import { fillWithoutRepeats, sidebarLatest } from '@/lib/articles/homeLists'

const a = (...ids: number[]) => ids.map((id) => ({ id }))
const ids = (lists: { id: number }[][]) => lists.map((list) => list.map((x) => x.id))

describe('home lists without repeats', () => {
  it('skips in smaller slots what a bigger slot already shows, keeping the sizes', () => {
    const featured = a(1, 2, 3, 4)
    const latest = a(2, 5, 1, 6, 7, 8)
    const trending = a(5, 9, 3, 10)
    expect(
      ids(
        fillWithoutRepeats([
          { candidates: featured, size: 1 },
          { candidates: featured, size: 2 },
          { candidates: latest, size: 3 },
          { candidates: trending, size: 2 },
        ]),
      ),
    ).toEqual([[1], [2, 3], [5, 6, 7], [9, 10]])
  })

  it('gives a slot fewer articles only when its candidates run out', () => {
    expect(
      ids(
        fillWithoutRepeats([
          { candidates: a(1, 2), size: 1 },
          { candidates: a(1, 2), size: 3 },
          { candidates: a(), size: 2 },
        ]),
      ),
    ).toEqual([[1], [2], []])
  })
})

describe("the article sidebar's latest posts", () => {
  it('never list the article being read, and still show four', () => {
    expect(sidebarLatest(a(7, 6, 5, 4, 3), 6).map((x) => x.id)).toEqual([7, 5, 4, 3])
  })

  it('show the latest four on a page without a current article', () => {
    expect(sidebarLatest(a(7, 6, 5, 4, 3)).map((x) => x.id)).toEqual([7, 6, 5, 4])
  })
})
