import type { CollectionBeforeDeleteHook } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * A deleted article takes its CME quiz along (a quiz asks about its article's text, so
 * without the article it has nothing to ask). Deleting the quiz runs {@link removeOpenAttempts}.
 * The doctors' submitted attempts and credits stay: see that hook. Runs in the delete's
 * transaction, before the article row goes.
 */
export const removeArticleQuizzes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'quizzes',
    where: { article: { equals: id } },
    ...asServer(
      "Delete hook: the article's quiz goes with it, as part of the server's own cleanup.",
    ),
    req,
  })
}

/**
 * A deleted quiz takes the attempts nobody handed in (the questions drawn for a reader who
 * opened the quiz and never submitted: nothing to keep). Submitted attempts and the CME
 * credits they earned stay: they are the doctor's record of continuing education (the
 * credit carries the module title, points, result and certificate id, and the certificate
 * keeps verifying); the database clears only their link to the quiz (`ON DELETE SET NULL`).
 */
export const removeOpenAttempts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'quiz-attempts',
    where: { and: [{ quiz: { equals: id } }, { status: { equals: 'open' } }] },
    ...asServer(
      'Delete hook: open attempts are closed to every reader (they hold the answer key).',
    ),
    req,
  })
}
