import { spawn, type ChildProcess } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'

import { POST as createArticle } from '@/app/api/admin/articles/route'
import { MAX_JOB_ATTEMPTS } from '@/lib/jobs/claim'
import { queueAudio } from '@/lib/jobs/enqueue'
import { EXHAUSTED_JOB_MESSAGE } from '@/lib/jobs/sweep'

import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor, waitForJobs } from './helpers/studioJobs'

/** A `npm run worker` process with its log lines so far. */
type WorkerProcess = {
  child: ChildProcess
  lines: string[]
  exited: Promise<number | null>
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>
}

function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      MEDIA_DIR: inject('mediaDir'),
      PAYLOAD_SECRET: 'int-test-secret',
      WORKER_POLL_MS: '200',
      // Audio only: the scheduled tasks of other queues (the weekly digest) stay out of the counts.
      WORKER_QUEUES: 'audio',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a failed test can end the worker and its child.
    detached: true,
  })
  const lines: string[] = []
  for (const [stream, label] of [
    [child.stdout!, ''],
    [child.stderr!, 'stderr: '],
  ] as const) {
    let buffered = ''
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const parts = buffered.split('\n')
      buffered = parts.pop()!
      for (const line of parts) {
        lines.push(label + line)
        console.log(label + line)
      }
    })
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const waitFor = async (pattern: RegExp, timeoutMs = 90_000) => {
    for (const until = Date.now() + timeoutMs; Date.now() < until;) {
      for (const line of lines) {
        const match = line.match(pattern)
        if (match) return match
      }
      if (child.exitCode !== null) break
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(
      `worker never logged ${pattern} (exit ${child.exitCode ?? child.signalCode}):\n${lines.join('\n')}`,
    )
  }
  return { child, lines, exited, waitFor }
}

/** Payload job ids a worker logged as claimed, in order. */
const claimed = (worker: WorkerProcess) =>
  worker.lines.flatMap((l) => [...l.matchAll(/job (\d+) claimed/g)].map((m) => Number(m[1])))

let payload: Payload
let editorToken = ''
const janitor = articleJanitor(() => payload)
const workers: WorkerProcess[] = []

async function publishedArticle(title: string): Promise<number> {
  const created = await callRoute(createArticle, {
    bearer: editorToken,
    body: {
      title,
      bodyMd: `${title}: Zahnseide reinigt die Zwischenräume.`,
      category: 'prevention',
      author: 'Dr. Ton',
      status: 'published',
    },
  })
  expect(created.status).toBe(201)
  return janitor.track(created.json.id)
}

beforeAll(async () => {
  payload = await testPayload()
  editorToken = await tokenFor(payload, (await createUser(payload, 'editor')).email)
  // This process only queues, like a web instance next to workers: every job below must
  // be run by a worker process.
  process.env.JOBS_IN_WEB = 'false'
})

/** Ends the workers a test started that are still running (a failed test leaves them). */
async function killWorkers(): Promise<void> {
  const running = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null)
  for (const w of running) process.kill(-w.child.pid!, 'SIGKILL')
  await Promise.all(running.map((w) => w.exited))
}

/**
 * Earlier test files share this database and may leave jobs queued that nobody ran (their
 * web process queued without running). A worker started here would claim them too, and the
 * counts below would be off: every test starts with an empty queue.
 */
beforeEach(async () => {
  await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    // Test set-up: the server clears the queue (jobs are closed to API writes).
    overrideAccess: true,
  })
})

afterEach(killWorkers)

afterAll(async () => {
  delete process.env.JOBS_IN_WEB
  await killWorkers()
  await janitor.removeAll()
})

describe('npm run worker', () => {
  it('two workers share ten queued audio jobs: each job runs exactly once, then both stop on SIGTERM', async () => {
    const speech = await startOpenAiStandIn()
    try {
      const env = { SPEECH_API_KEY: 'sk-speech', SPEECH_BASE_URL: `${speech.url}/v1` }
      const pair = [startWorker(env), startWorker(env)]
      workers.push(...pair)
      await Promise.all(pair.map((w) => w.waitFor(/ready \(queues: audio\)/)))

      const audioJobs = []
      for (let i = 0; i < 10; i++) {
        const id = await publishedArticle(`Worker-Test ${i}`)
        audioJobs.push(await queueAudio(payload, { id, title: `Worker-Test ${i}` }, 'de'))
      }
      const done = await waitForJobs(
        payload,
        'audio-jobs',
        audioJobs.map((j) => j.id),
        180_000,
      )
      expect([...done.values()].every((j) => j.status === 'done')).toBe(true)
      // waitForJobs keys by language; all ten are German, so check the records themselves.
      const { docs } = await payload.find({
        collection: 'audio-jobs',
        where: { id: { in: audioJobs.map((j) => j.id) } },
        limit: 10,
        depth: 0,
        overrideAccess: true,
      })
      expect(docs.map((d) => [d.status, d.audioStatus])).toEqual(
        Array.from({ length: 10 }, () => ['done', 'ready']),
      )

      // Payload marks its own job complete (and deletes it) just after the task's record
      // says done: wait for every worker's "finished" line.
      const finished = () =>
        pair.flatMap((w) => w.lines.filter((l) => / finished \(/.test(l))).length
      for (const until = Date.now() + 30_000; finished() < 10 && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 100))
      const runs = pair.flatMap(claimed)
      expect(runs).toHaveLength(10)
      expect(new Set(runs).size).toBe(10)
      expect(finished()).toBe(10)
      // Both took part: the claims really competed.
      for (const w of pair) expect(claimed(w).length).toBeGreaterThan(0)
      // Finished jobs are gone from Payload's queue (none left claimed or waiting).
      const left = await payload.find({
        collection: 'payload-jobs',
        where: { id: { in: runs } },
        overrideAccess: true,
      })
      expect(left.totalDocs).toBe(0)

      for (const w of pair) w.child.kill('SIGTERM')
      expect(await Promise.all(pair.map((w) => w.exited))).toEqual([0, 0])
      for (const w of pair) expect(w.lines.some((l) => l.endsWith('] stopped'))).toBe(true)
    } finally {
      await speech.stop()
    }
  }, 400_000)

  it('SIGTERM during a job that outlasts the grace time releases it, and another worker runs it', async () => {
    // Slow speech (1 s per chunk), so the job is still running when the signal comes.
    const slowSpeech = await startOpenAiStandIn({ speechDelayMs: 3000 })
    try {
      const env = { SPEECH_API_KEY: 'sk-speech', SPEECH_BASE_URL: `${slowSpeech.url}/v1` }
      const first = startWorker({ ...env, WORKER_GRACE_SECONDS: '0' })
      workers.push(first)
      await first.waitFor(/ready/)
      const id = await publishedArticle('Worker-Abbruch')
      const job = await queueAudio(payload, { id, title: 'Worker-Abbruch' }, 'de')
      const [, payloadJobId] = await first.waitFor(/job (\d+) claimed/)
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      expect(first.lines.some((l) => l.includes(`job ${payloadJobId} released`))).toBe(true)
      const released = await payload.findByID({
        collection: 'payload-jobs',
        id: Number(payloadJobId),
        overrideAccess: true,
      })
      // Given back without a lease, and the attempt not counted (the job did not fail).
      expect(released).toMatchObject({ processing: false, leaseUntil: null, attempts: 0 })

      const second = startWorker(env)
      workers.push(second)
      await second.waitFor(new RegExp(`job ${payloadJobId} finished`), 120_000)
      const done = (await waitForJobs(payload, 'audio-jobs', [job.id], 30_000)).get('de')!
      expect(done).toMatchObject({ status: 'done', audioStatus: 'ready' })
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
    } finally {
      await slowSpeech.stop()
    }
  }, 300_000)
  it('a worker killed with SIGKILL mid-job: its lease is renewed while it lives, then another worker takes the job over within the lease time', async () => {
    // A 6-second lease (renewed every 2 s) and speech that takes 30 s: the job outlives
    // several leases, so only the renewals keep the second worker away.
    const leaseSeconds = 6
    const slowSpeech = await startOpenAiStandIn({ speechDelayMs: 30_000 })
    try {
      const env = {
        SPEECH_API_KEY: 'sk-speech',
        SPEECH_BASE_URL: `${slowSpeech.url}/v1`,
        JOB_LEASE_SECONDS: String(leaseSeconds),
      }
      const pair = [startWorker(env), startWorker(env)]
      workers.push(...pair)
      await Promise.all(pair.map((w) => w.waitFor(/ready/)))
      const id = await publishedArticle('Worker-Absturz')
      const job = await queueAudio(payload, { id, title: 'Worker-Absturz' }, 'de')
      const [, payloadJobId] = await Promise.any(
        pair.map((w) => w.waitFor(/job (\d+) claimed \(attempt 1\)/, 30_000)),
      )
      const holder = pair.find((w) => claimed(w).includes(Number(payloadJobId)))!
      const other = pair.find((w) => w !== holder)!

      // Two and a half leases later the holder still has it.
      await new Promise((r) => setTimeout(r, leaseSeconds * 2500))
      expect(claimed(other)).not.toContain(Number(payloadJobId))
      const held = await payload.findByID({
        collection: 'payload-jobs',
        id: Number(payloadJobId),
        overrideAccess: true,
      })
      expect(held).toMatchObject({ processing: true, attempts: 1 })
      expect(new Date(held.leaseUntil!).getTime()).toBeGreaterThan(Date.now())

      // The whole worker (script and worker process) dies at once, mid-job.
      const killedAt = Date.now()
      process.kill(-holder.child.pid!, 'SIGKILL')
      await holder.exited
      await other.waitFor(new RegExp(`job ${payloadJobId} claimed \\(attempt 2\\)`), 30_000)
      const takeoverMs = Date.now() - killedAt
      console.log(`[workers test] job taken over ${takeoverMs} ms after SIGKILL`)
      // The rest of the lease (at most 6 s after the last renewal), one poll, some slack.
      expect(takeoverMs).toBeLessThan(leaseSeconds * 1000 + 3000)

      await other.waitFor(new RegExp(`job ${payloadJobId} finished`), 120_000)
      const done = (await waitForJobs(payload, 'audio-jobs', [job.id], 30_000)).get('de')!
      expect(done).toMatchObject({ status: 'done', audioStatus: 'ready', error: null })
      expect(claimed(holder)).toEqual([Number(payloadJobId)])
      expect(claimed(other)).toEqual([Number(payloadJobId)])
    } finally {
      await slowSpeech.stop()
    }
  }, 300_000)

  it(`a job whose worker dies every time fails for good after ${MAX_JOB_ATTEMPTS} attempts, with its audio job in error`, async () => {
    const leaseSeconds = 4
    // Speech never answers in time: every worker that takes the job is killed while on it.
    const stuckSpeech = await startOpenAiStandIn({ speechDelayMs: 120_000 })
    try {
      const env = {
        SPEECH_API_KEY: 'sk-speech',
        SPEECH_BASE_URL: `${stuckSpeech.url}/v1`,
        JOB_LEASE_SECONDS: String(leaseSeconds),
      }
      const pool = [startWorker(env), startWorker(env)]
      workers.push(...pool)
      await Promise.all(pool.map((w) => w.waitFor(/ready/)))
      const id = await publishedArticle('Worker-Dauerabsturz')
      const job = await queueAudio(payload, { id, title: 'Worker-Dauerabsturz' }, 'de')
      let payloadJobId: number | undefined
      for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
        const pattern = new RegExp(
          `job ${payloadJobId ?? '(\\d+)'} claimed \\(attempt ${attempt}\\)`,
        )
        const live = pool.filter((w) => w.child.exitCode === null && w.child.signalCode === null)
        const [line] = await Promise.any(live.map((w) => w.waitFor(pattern, 90_000)))
        payloadJobId ??= Number(line.match(/job (\d+)/)![1])
        const victim = live.find((w) => w.lines.some((l) => pattern.test(l)))!
        process.kill(-victim.child.pid!, 'SIGKILL')
        await victim.exited
        // A fresh worker takes the place of the killed one.
        const fresh = startWorker(env)
        workers.push(fresh)
        pool.push(fresh)
      }

      const failed = (await waitForJobs(payload, 'audio-jobs', [job.id], 90_000)).get('de')!
      expect(failed).toMatchObject({
        status: 'error',
        audioStatus: 'failed',
        error: EXHAUSTED_JOB_MESSAGE,
      })
      const row = await payload.findByID({
        collection: 'payload-jobs',
        id: payloadJobId!,
        overrideAccess: true,
      })
      expect(row).toMatchObject({
        processing: false,
        hasError: true,
        attempts: MAX_JOB_ATTEMPTS,
        error: { message: EXHAUSTED_JOB_MESSAGE },
      })
      // Nobody claimed it a fourth time, and exactly one worker gave it up.
      const all = pool.flatMap((w) => w.lines)
      expect(all.filter((l) => l.includes(`job ${payloadJobId} claimed`))).toHaveLength(
        MAX_JOB_ATTEMPTS,
      )
      expect(all.filter((l) => /failed 1 job\(s\) for good/.test(l))).toHaveLength(1)
    } finally {
      await stuckSpeech.stop()
    }
  }, 300_000)
})
