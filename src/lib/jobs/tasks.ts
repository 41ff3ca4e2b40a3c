import type { JobsConfig, PayloadRequest, TaskConfig } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

import { jobsRunInThisProcess } from './placement'
import { QUEUES } from './status'

/**
 * Payload job tasks: each carries the id of a `translation-jobs` or
 * `audio-jobs` document and works it off; the domain document records status and errors,
 * so the Payload task itself never fails (no Payload-level retries: the provider clients
 * retry 429/5xx with backoff). Handlers import their code lazily to keep the provider
 * libraries out of every page bundle.
 */
export const jobTasks: TaskConfig[] = [
  {
    slug: 'translateArticle',
    label: 'Artikel übersetzen',
    inputSchema: [{ name: 'translationJobId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      const { runArticleTranslationJob } = await import('@/lib/translation/articleJob')
      await runArticleTranslationJob(
        req.payload,
        (input as { translationJobId: number }).translationJobId,
      )
      return { output: {} }
    },
  },
  {
    slug: 'translateUiStrings',
    label: 'Oberflächentexte übersetzen',
    inputSchema: [{ name: 'translationJobId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      const { runUiStringsJob } = await import('@/lib/translation/uiStringsJob')
      await runUiStringsJob(req.payload, (input as { translationJobId: number }).translationJobId)
      return { output: {} }
    },
  },
  {
    slug: 'generateAudio',
    label: 'Audio erzeugen',
    inputSchema: [{ name: 'audioJobId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      const { runAudioJob } = await import('@/lib/audio/audioJob')
      await runAudioJob(req.payload, (input as { audioJobId: number }).audioJobId)
      return { output: {} }
    },
  },
]

const staffOnly = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)

/** Seconds between two automatic runs of the queues in a long-running server (JOBS_AUTORUN=false or JOBS_IN_WEB=false turns them off). */
export const AUTORUN_EVERY_SECONDS = 15

/**
 * Payload's jobs config: the tasks above, finished jobs deleted (the domain documents
 * keep the history), and a cron in long-running servers that works off anything queued
 * but not yet run (e.g. after a restart). Queuing also starts a run right after the
 * response (see `enqueue.ts`), so nobody waits for the cron.
 */
export const jobsConfig: JobsConfig = {
  tasks: jobTasks,
  // Payload's own /api/cms/payload-jobs/run endpoint: staff only (default: anyone signed in).
  access: { run: staffOnly, queue: staffOnly, cancel: staffOnly },
  deleteJobOnComplete: true,
  // Before each timed run: give up jobs whose worker died (restart, crash).
  shouldAutoRun: async (payload) => {
    const { sweepStaleJobs } = await import('./sweep')
    await sweepStaleJobs(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'sweeping stale jobs failed' }),
    )
    return true
  },
  autoRun:
    process.env.JOBS_AUTORUN === 'false' || !jobsRunInThisProcess()
      ? undefined
      : [
          { cron: `*/${AUTORUN_EVERY_SECONDS} * * * * *`, queue: QUEUES.translation, limit: 10 },
          { cron: `*/${AUTORUN_EVERY_SECONDS} * * * * *`, queue: QUEUES.audio, limit: 1 },
        ],
}
