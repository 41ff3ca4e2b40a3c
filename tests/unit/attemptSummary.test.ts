import { describe, expect, it } from 'vitest'

import type { Quiz, QuizAttempt } from '@payload-types'
import { attemptSummary } from '@/lib/cme/attemptSummary'

const quiz = {
  id: 1,
  questions: [
    { questionMd: 'Q1', choices: [{ text: 'a' }, { text: 'b' }], correctIndex: 0 },
    {
      questionMd: 'Q2',
      choices: [{ text: 'c' }, { text: 'd' }],
      correctIndex: 1,
      explanation: 'E',
    },
  ],
} as unknown as Quiz
// Shown as question 2 then question 1, the choices of question 2 reversed.
const layout = {
  questions: [1, 0],
  choiceOrder: [
    [1, 0],
    [0, 1],
  ],
}
const attempt = (passed: boolean, answers: number[], score: number) =>
  ({
    status: 'submitted',
    passed,
    answers,
    layout,
    score,
    percentage: score * 100,
  }) as unknown as QuizAttempt

describe('attemptSummary: the latest attempt as the quiz shows it', () => {
  it('is null before the first submitted attempt', () => {
    expect(attemptSummary(quiz, 'de', [], null)).toBeNull()
  })

  it('never reveals the answers of a failed attempt and counts what is left', () => {
    const summary = attemptSummary(quiz, 'de', [attempt(false, [1, 1], 0)], null)
    expect(summary).toEqual({
      score: 0,
      passed: false,
      percentage: 0,
      attemptsUsed: 1,
      attemptsLeft: 1,
      creditsAwarded: 0,
      certificateId: null,
      details: null,
    })
  })

  it('once passed gives each question in the shown order with the chosen and the right choice', () => {
    const summary = attemptSummary(
      quiz,
      'en',
      [attempt(false, [1, 1], 0), attempt(true, [0, 0], 1)],
      { credits: 2, certificateId: 'C-1' },
    )
    expect(summary).toMatchObject({ passed: true, attemptsUsed: 2, attemptsLeft: 0 })
    expect(summary?.creditsAwarded).toBe(2)
    expect(summary?.certificateId).toBe('C-1')
    expect(summary?.details).toEqual([
      {
        questionMd: 'Q2',
        choices: ['d', 'c'],
        chosenIndex: 0,
        correctIndex: 0,
        explanation: 'E',
        lang: 'en',
      },
      {
        questionMd: 'Q1',
        choices: ['a', 'b'],
        chosenIndex: 0,
        correctIndex: 0,
        explanation: null,
        lang: 'en',
      },
    ])
  })
})
