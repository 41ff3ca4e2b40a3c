import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { SEED_CONTENT_DIR } from './content'

const seedQuiz = z.object({
  articleSlug: z.string().min(1),
  topic: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
  cmeCredits: z.number().min(0).max(10),
  estimatedMinutes: z.number().min(1),
  questions: z
    .array(
      z
        .object({
          questionMd: z.string().min(5),
          choices: z.array(z.string().min(1)).min(2).max(6),
          correctIndex: z.number().int().min(0),
          explanation: z.string().min(5),
        })
        .refine((q) => q.correctIndex < q.choices.length, { message: 'correctIndex out of range' }),
    )
    .min(1),
})

export type SeedQuiz = z.infer<typeof seedQuiz>

/** The German demo CME quizzes (`content/quizzes/<article slug>.json`), validated. Throws naming the file on bad content. */
export function loadSeedQuizzes(root = SEED_CONTENT_DIR): SeedQuiz[] {
  const quizDir = path.join(root, 'quizzes')
  return readdirSync(quizDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = seedQuiz.safeParse(JSON.parse(readFileSync(path.join(quizDir, file), 'utf8')))
      if (!parsed.success)
        throw new Error(
          `seed quiz ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        )
      return parsed.data
    })
}
