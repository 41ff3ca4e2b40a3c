import { z } from 'zod'

/**
 * Body of a quiz submission: `answers`, the chosen choice index per question in the
 * shown order (whole numbers from 0, at most 50), and `timeSpent`, the seconds since the
 * questions loaded (0 to one week). Messages are German: the quiz shows them as they are.
 */
export const quizSubmissionBody = z.object({
  answers: z.array(z.number({ error: 'Antworten müssen Zahlen sein.' }).int().min(0)).max(50),
  timeSpent: z
    .number({ error: 'timeSpent muss eine Zahl (Sekunden) sein.' })
    .min(0)
    .max(7 * 24 * 3600),
})

/** A quiz submission as the browser sends it. */
export type QuizSubmission = z.input<typeof quizSubmissionBody>
