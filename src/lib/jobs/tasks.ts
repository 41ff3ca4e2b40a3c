import type { JobsConfig, PayloadRequest, TaskConfig } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

import { QUEUES } from './status'

/**
 * Payload job tasks: each carries the id of a `translation-jobs`, `audio-jobs`,
 * `newsletters` or `imports` document and works it off; the domain document records status and errors,
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
  {
    slug: 'sendNewsletter',
    label: 'Newsletter versenden',
    inputSchema: [{ name: 'newsletterId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      const { runNewsletterSendJob } = await import('@/lib/newsletter/issues/send')
      await runNewsletterSendJob(req.payload, (input as { newsletterId: number }).newsletterId)
      return { output: {} }
    },
  },
  {
    slug: 'runImport',
    label: 'Journal importieren',
    inputSchema: [{ name: 'importId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      const { runImportJob } = await import('@/lib/import/job')
      await runImportJob(req.payload, (input as { importId: number }).importId)
      return { output: {} }
    },
  },
  {
    slug: 'composeDigest',
    label: 'Wochenübersicht entwerfen',
    // Mondays 06:00 UTC (seconds first). Workers queue it (`handleSchedules` in worker.ts).
    schedule: [{ cron: '0 0 6 * * 1', queue: QUEUES.newsletter }],
    handler: async ({ req }) => {
      const { composeDigests } = await import('@/lib/newsletter/issues/digest')
      const outcomes = await composeDigests(req.payload)
      req.payload.logger.info(`weekly digest: ${JSON.stringify(outcomes)}`)
      return { output: {} }
    },
  },
  {
    slug: 'cmeReminders',
    label: 'CME-Erinnerungen senden',
    // Daily 05:00 UTC (seconds first); each reminder goes out once (src/lib/cme/reminders.ts).
    schedule: [{ cron: '0 0 5 * * *', queue: QUEUES.cme }],
    handler: async ({ req }) => {
      const { sendCmeReminders } = await import('@/lib/cme/reminders')
      const run = await sendCmeReminders(req.payload)
      req.payload.logger.info(`CME reminders: ${JSON.stringify(run)}`)
      return { output: {} }
    },
  },
  {
    slug: 'practiceOwnerReminders',
    label: 'Praxis-Übersichten und Fristhinweise senden',
    // Daily 05:30 UTC; each overview once a month, each notice once per period end
    // (src/lib/practices/ownerReminders.ts).
    schedule: [{ cron: '0 30 5 * * *', queue: QUEUES.cme }],
    handler: async ({ req }) => {
      const { sendOwnerReminders } = await import('@/lib/practices/ownerReminders')
      const run = await sendOwnerReminders(req.payload)
      req.payload.logger.info(`practice owner reminders: ${JSON.stringify(run)}`)
      return { output: {} }
    },
  },
  {
    slug: 'exportAccount',
    label: 'Datenexport erstellen und per E-Mail anbieten',
    inputSchema: [{ name: 'userId', type: 'number', required: true }],
    handler: async ({ input, req }) => {
      const { runAccountExportJob } = await import('@/lib/account/exportJob')
      await runAccountExportJob(req.payload, (input as { userId: number }).userId)
      return { output: {} }
    },
  },
  {
    slug: 'privacyRetention',
    label: 'Personenbezogene Daten nach Ablauf löschen',
    // Daily 03:30 UTC; the periods are in src/lib/retention/periods.ts (docs/operations.md).
    schedule: [{ cron: '0 30 3 * * *', queue: QUEUES.cme }],
    handler: async ({ req }) => {
      const { runRetention } = await import('@/lib/retention/run')
      const run = await runRetention(req.payload)
      req.payload.logger.info(`privacy retention: ${JSON.stringify(run)}`)
      return { output: {} }
    },
  },
]

const staffOnly = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)

/**
 * Payload's jobs config: the tasks above, finished jobs deleted (the domain documents
 * keep the history), and two fields of ours on Payload's jobs collection for the claim
 * (`claim.ts`): `leaseUntil`, until when the worker that claimed the job holds it, and
 * `attempts`, how often it has been claimed.
 *
 * Jobs run only through our claim (one `UPDATE … FOR UPDATE SKIP LOCKED` statement, with a
 * lease): in `npm run worker` processes, in the workers a web server starts for itself
 * (src/lib/jobs/processWorkers.ts, from src/instrumentation.ts), and right after queuing
 * (`runQueueSoon`). Payload's own runner (`autoRun` cron, `jobs.run`, the
 * `/api/cms/payload-jobs/run` endpoint) first reads jobs and then marks them, so two
 * processes can run the same job; there is therefore no `autoRun` here, and the endpoint is
 * refused for everyone.
 */
export const jobsConfig: JobsConfig = {
  tasks: jobTasks,
  access: { run: () => false, queue: staffOnly, cancel: staffOnly },
  deleteJobOnComplete: true,
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    fields: [
      ...defaultJobsCollection.fields,
      {
        name: 'leaseUntil',
        type: 'date',
        admin: {
          position: 'sidebar',
          readOnly: true,
          description:
            'Bis wann der Worker, der den Auftrag übernommen hat, ihn hält (wird während der Arbeit verlängert).',
        },
      },
      {
        name: 'attempts',
        type: 'number',
        defaultValue: 0,
        admin: {
          position: 'sidebar',
          readOnly: true,
          description: 'Wie oft ein Worker den Auftrag übernommen hat.',
        },
      },
    ],
  }),
}
