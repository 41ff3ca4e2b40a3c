import { describe, expect, it } from 'vitest'

import {
  countWords,
  DEFAULT_READING_TIME_MINUTES,
  readingTimeMinutes,
  WORDS_PER_MINUTE,
} from '@/lib/articles/readingTime'

describe('readingTimeMinutes', () => {
  it('defaults to 5 minutes without a body', () => {
    expect(DEFAULT_READING_TIME_MINUTES).toBe(5)
    expect(readingTimeMinutes('')).toBe(5)
    expect(readingTimeMinutes(null)).toBe(5)
  })
  it('is the word count divided by the reading speed, rounded, at least 1', () => {
    expect(readingTimeMinutes('wort '.repeat(WORDS_PER_MINUTE * 4))).toBe(4)
    expect(readingTimeMinutes('ein paar Wörter')).toBe(1)
  })
  it('counts words with letters or digits only', () => {
    expect(countWords('Karies – 3 Fälle, 1000 ppm !')).toBe(5)
  })
})
