/**
 * `npm run bench`: requests per second and latency of the home page, one premium article
 * page and an uncached full-text search (`/api/search`, issue 9 §1) under `next start` on a
 * throw-away database, with `autocannon -c 10 -d 10` (DESIGN §13 targets). Builds first unless BENCH_SKIP_BUILD=1. Prints one line per page.
 */
import autocannon from 'autocannon'

import { startStack, type Stack } from './lib/stack'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const duration = Number(process.env.BENCH_DURATION ?? 10)

async function measure(url: string) {
  await fetch(url) // first render fills the cache; the benchmark measures the steady state
  const result = await autocannon({ url, connections, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

let stack: Stack | undefined
try {
  stack = await startStack({ build: process.env.BENCH_SKIP_BUILD !== '1' })
  console.log(`[bench] next start answered after ${stack.startMs} ms`)
  const latest = (await (
    await fetch(`${stack.baseUrl}/api/articles/latest?locale=de-DE&audience=doctor`)
  ).json()) as { id: number }[]
  const pages = {
    home: '/',
    article: `/article/${latest[0]!.id}`,
    search: '/api/search?q=Parodontitis%20Diabetes&locale=de&audience=doctor',
  }
  for (const [name, path] of Object.entries(pages)) {
    const r = await measure(stack.baseUrl + path)
    console.log(
      `[bench] ${name} ${path}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (autocannon -c ${connections} -d ${duration})`,
    )
  }
} finally {
  await stack?.stop()
}
process.exit(0)
