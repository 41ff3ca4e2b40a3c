import { describe, expect, it } from 'vitest'

import { expertiseFor, topicLabel } from '@/lib/cme/expertise'
import { isValidEfn } from '@/lib/cme/efn'
import { drawAttempt, gradeAttempt, shuffledIndices } from '@/lib/cme/grading'

describe('expertiseFor (thresholds 5 / 15 / 30)', () => {
  it.each([
    [0, 'Leser', 0],
    [4, 'Leser', 0.8],
    [5, 'Kompetent', 0],
    [14, 'Kompetent', 0.9],
    [15, 'Fortgeschritten', 0],
    [29, 'Fortgeschritten', 14 / 15],
  ])('%i credits -> %s with progress %f', (credits, name, progress) => {
    const e = expertiseFor(credits)
    expect(e.levelName).toBe(name)
    expect(e.progress).toBeCloseTo(progress)
  })
  it('Experte from 30 credits, without a bar', () => {
    expect(expertiseFor(30)).toEqual({
      level: 'Expert',
      levelName: 'Experte',
      progress: null,
      toNext: null,
      nextLevel: null,
      nextLevelName: null,
    })
    expect(expertiseFor(20).nextLevel).toBe('Expert')
    expect(expertiseFor(-3).levelName).toBe('Leser')
  })
  it('splits camel-case topics into words', () => {
    expect(topicLabel('restorativeDentistry')).toBe('Restorative Dentistry')
    expect(topicLabel('periodontology')).toBe('Periodontology')
  })
})

describe('grading (pass mark 80 %)', () => {
  const layout = {
    questions: [0, 1, 2, 3, 4],
    choiceOrder: [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [0, 1, 2, 3],
      [0, 1, 2, 3],
      [1, 0, 2, 3],
    ],
  }
  const correct = (q: number) => [0, 0, 2, 3, 1][q]!
  it('maps shown choices back to the original order', () => {
    expect(gradeAttempt(layout, [0, 3, 2, 3, 0], correct)).toEqual({
      correct: 5,
      score: 1,
      percentage: 100,
      passed: true,
    })
  })
  it('passes at exactly 80 % and fails below', () => {
    expect(gradeAttempt(layout, [0, 3, 2, 3, 1], correct)).toMatchObject({
      percentage: 80,
      passed: true,
    })
    expect(gradeAttempt(layout, [0, 3, 2, 0, 1], correct)).toMatchObject({
      percentage: 60,
      passed: false,
    })
  })
  it('draws a subset with shuffled choices', () => {
    const drawn = drawAttempt([4, 4, 4, 4, 4, 4, 4], 5)
    expect(drawn.questions).toHaveLength(5)
    expect(new Set(drawn.questions).size).toBe(5)
    expect(drawn.choiceOrder.every((o) => [...o].sort().join() === '0,1,2,3')).toBe(true)
    expect(shuffledIndices(5, () => 0)).toEqual([1, 2, 3, 4, 0])
  })
})

describe('isValidEfn (15 digits, Luhn check digit)', () => {
  it('accepts a number with a correct check digit and refuses others', () => {
    expect(isValidEfn('802761234567896')).toBe(true)
    expect(isValidEfn('802761234567894')).toBe(false)
    expect(isValidEfn('80276123456789')).toBe(false)
    expect(isValidEfn('80276123456789X')).toBe(false)
  })
})
