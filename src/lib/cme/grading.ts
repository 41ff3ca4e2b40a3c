/** Pass mark: at least 80 percent of the questions right. */
export const PASS_MARK = 0.8
/** Attempts per quiz and user (common practice of CME providers). */
export const MAX_ATTEMPTS = 2

/**
 * What one attempt showed: the drawn questions (indices into the quiz's question list) and,
 * per question, the order of the choices shown (`choiceOrder[q][shown] = original index`).
 */
export type AttemptLayout = { questions: number[]; choiceOrder: number[][] }

/** Fisher–Yates shuffle of 0..n-1 with the given random source (0 <= r < 1). */
export function shuffledIndices(n: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

/**
 * Draws an attempt: `perAttempt` questions (all when unset or larger than the pool) in a
 * random order, each with its choices shuffled.
 */
export function drawAttempt(
  choiceCounts: number[],
  perAttempt: number | null | undefined,
  random: () => number = Math.random,
): AttemptLayout {
  const take =
    perAttempt && perAttempt > 0 ? Math.min(perAttempt, choiceCounts.length) : choiceCounts.length
  const questions = shuffledIndices(choiceCounts.length, random).slice(0, take)
  return { questions, choiceOrder: questions.map((q) => shuffledIndices(choiceCounts[q]!, random)) }
}

/**
 * Grades answers given in the shown order against the correct original indices.
 * Returns the score (fraction 0–1), the percentage (rounded) and whether it passes
 * (score >= PASS_MARK). `answers[i]` must be a valid shown index for question i.
 */
export function gradeAttempt(
  layout: AttemptLayout,
  answers: number[],
  correctIndex: (question: number) => number,
) {
  const correct = layout.questions.filter(
    (q, i) => layout.choiceOrder[i]![answers[i]!] === correctIndex(q),
  ).length
  const score = layout.questions.length ? correct / layout.questions.length : 0
  return { correct, score, percentage: Math.round(score * 100), passed: score >= PASS_MARK }
}
