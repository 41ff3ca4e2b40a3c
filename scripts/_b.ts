import autocannon from 'autocannon'
import { startStack } from './lib/stack'
const s = await startStack({ build: process.env.B_BUILD === '1' })
for (const p of ['/', '/en', '/article/5', '/en/article/5']) {
  const size = (await (await fetch(s.baseUrl + p)).text()).length
  const r = await autocannon({ url: s.baseUrl + p, connections: 10, duration: 5 })
  console.log('B', p, size, 'bytes', Math.round(r.requests.average), 'req/s p99', r.latency.p99)
}
await s.stop(); process.exit(0)
