import pg from 'pg'

import { DEMO_ACCOUNTS } from '../seed/demoAccounts'
import { startSmtpSink } from './smtpSink'
import type { Stack } from './stack'

/** Requests per second (average), latency percentiles (ms) and failures of one URL. */
export type Measured = { rps: number; p50: number; p99: number; non2xx: number; errors: number }

/** What the newsletter stage needs of the benchmark: its measurement of one URL. */
export type NewsletterBenchOptions = { measure: (url: string) => Promise<Measured> }

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 5000)
/** The send's pace (NEWSLETTER_MAILS_PER_SECOND); the default is high enough not to hold it back. */
const RATE = process.env.BENCH_NEWSLETTER_RATE ?? '10000'
/** SMTP connections of the send (NEWSLETTER_SMTP_CONNECTIONS); default the app's own. */
const CONNECTIONS = process.env.BENCH_NEWSLETTER_CONNECTIONS

/** Adds `count` confirmed doctors' subscribers in de, en and ar straight into the database. */
async function addSubscribers(count: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `insert into newsletter_subscribers
         (email, status, locale, audience, requested_at, consent_at)
       select 'bench-' || g || '@bench.example', 'confirmed',
              (array['de', 'en', 'ar'])[1 + g % 3]::enum_newsletter_subscribers_locale,
              'doctor', now(), now()
         from generate_series(1, $1::int) g
       on conflict do nothing`,
      [count],
    )
  } finally {
    await client.end()
  }
}

/** A JSON call to the stack as the demo editor. */
async function call<T>(base: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `JWT ${token}`,
      origin: base,
    },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

type IssueState = { id: number; status: string; recipients: number; sent: number; failed: number }

/**
 * The newsletter stage of `npm run bench` (BENCH_NEWSLETTER=0 skips it): restarts the
 * stack's server with SMTP_URL pointing at a local sink (`smtpSink.ts`), so the send job
 * runs in the web server's own job workers, as on a single-server install; adds
 * BENCH_NEWSLETTER_SUBSCRIBERS (default 5,000) confirmed subscribers; the demo editor
 * creates an issue with one article. Measures `/` (autocannon) before the send, sends,
 * and measures `/` again from the first mail at the sink on, while the send runs. Prints the mails per second (first to last
 * mail at the sink, and from the send request to the last mail), both throughputs and the
 * drop in percent (the goal: at most 20 %).
 * BENCH_NEWSLETTER_RATE sets the send's pace (default 10,000 a second: unthrottled),
 * BENCH_NEWSLETTER_CONNECTIONS its SMTP connections (default the app's).
 */
export async function newsletterBench(stack: Stack, { measure }: NewsletterBenchOptions) {
  const sink = await startSmtpSink()
  try {
    await stack.restart({
      SMTP_URL: sink.url,
      NEWSLETTER_MAILS_PER_SECOND: RATE,
      ...(CONNECTIONS ? { NEWSLETTER_SMTP_CONNECTIONS: CONNECTIONS } : {}),
    })
    const base = stack.baseUrl
    await addSubscribers(SUBSCRIBERS)
    const login = await fetch(`${base}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.editor.email,
        password: DEMO_ACCOUNTS.editor.password,
      }),
    })
    const { token } = (await login.json()) as { token: string }
    const latest = (await (
      await fetch(`${base}/api/articles/latest?locale=de-DE&audience=doctor`)
    ).json()) as { id: number }[]
    const issue = await call<IssueState>(base, token, '/api/admin/newsletters', {
      method: 'POST',
      body: JSON.stringify({ subject: 'Benchmark', articles: [latest[0]!.id] }),
    })

    const before = await measure(`${base}/`)
    const requestedAt = Date.now()
    await call<IssueState>(base, token, `/api/admin/newsletters/${issue.id}/send`, {
      method: 'POST',
      body: '{}',
    })
    // The job first writes its delivery rows; measure once mails are going out.
    while (!sink.received.length) await new Promise((r) => setTimeout(r, 100))
    const atStart = sink.received.length
    const during = await measure(`${base}/`)
    const sentDuringMeasure = sink.received.length - atStart
    let state: IssueState
    for (;;) {
      state = await call<IssueState>(base, token, `/api/admin/newsletters/${issue.id}`)
      if (state.status !== 'scheduled' && state.status !== 'sending') break
      await new Promise((r) => setTimeout(r, 500))
    }
    const times = sink.received
    const first = times[0] ?? requestedAt
    const last = times.at(-1) ?? requestedAt
    const steady = times.length > 1 ? ((times.length - 1) * 1000) / (last - first) : 0
    const overall = (times.length * 1000) / Math.max(1, last - requestedAt)
    const drop = (100 * (before.rps - during.rps)) / before.rps
    console.log(
      `[bench] newsletter: ${state.recipients} recipients (pace ${RATE}/s, ${CONNECTIONS ?? 'default'} SMTP connection(s)), status ${state.status}, sent ${state.sent}, failed ${state.failed}, ${times.length} mails at the sink`,
    )
    console.log(
      `[bench] newsletter: ${steady.toFixed(0)} mails/s first to last mail, ${overall.toFixed(0)} mails/s from the send request (${((last - requestedAt) / 1000).toFixed(1)} s)`,
    )
    console.log(
      `[bench] newsletter: / before the send ${before.rps.toFixed(0)} req/s (p99 ${before.p99} ms), during the send ${during.rps.toFixed(0)} req/s (p99 ${during.p99} ms, non-2xx ${during.non2xx}, errors ${during.errors}): ${drop.toFixed(0)} % drop (goal: at most 20 %); ${sentDuringMeasure} mails sent while measuring${atStart + sentDuringMeasure >= times.length ? ' (the send ended before the measurement did)' : ''}`,
    )
  } finally {
    await sink.stop()
  }
}
