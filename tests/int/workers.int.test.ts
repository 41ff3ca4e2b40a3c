import { spawn, type ChildProcess } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as createArticle } from '@/app/api/admin/articles/route'
import { queueAudio } from '@/lib/jobs/enqueue'

import { startOpenAiStandIn } from '../support/openAiStandIn'
import { callRoute } from './http'
import { createUser, testPayload } from './payload'
import { articleJanitor, tokenFor, waitForJobs } from './studioJobs'

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
      await Promise.all(pair.map((w) => w.waitFor(/ready \(queues: translation, audio\)/)))

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
      expect(released).toMatchObject({ processing: false })

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
})
