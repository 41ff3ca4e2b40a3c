import { NextResponse } from 'next/server'

import { checkHealth, type Health, type Probe } from '@/lib/health/checks'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'
import { isDraining } from '@/lib/server/draining'

export const dynamic = 'force-dynamic'

/** A probe as the public answer shows it: reachable and round trip, never the reason. */
const statusOnly = ({ ok, ms }: Probe): Probe => ({ ok, ms })

/**
 * `GET /api/health`: readiness of this instance for a load balancer or orchestrator.
 * Probes PostgreSQL (`SELECT 1`) and, with REDIS_URL, the shared cache (`PING`), each
 * within 2 s. Answers 200 `{ status: 'ok', database, cache }` when both answer, else 503
 * with the same shape (`status: 'unavailable'`) and `Retry-After: 5`. Each probe reports
 * only `ok` and its round trip `ms`; `cache.kind` is `redis` or `local`. Anyone may ask,
 * so a failing probe's reason (which can name hosts and user names) goes to the server
 * log, not into the answer. Never cached.
 *
 * While the process shuts down (SIGTERM received, `isDraining`) it answers 503
 * `{ status: 'draining' }` with `Retry-After: 5` without probing, so a load balancer that
 * still reaches it over a kept-alive connection takes the instance out.
 */
export async function GET(): Promise<Response> {
  if (isDraining())
    return NextResponse.json(
      { status: 'draining' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
    )
  const health = await checkHealth(payloadClient)
  const ok = health.status === 'ok'
  for (const [name, probe] of Object.entries({ database: health.database, cache: health.cache }))
    if (!probe.ok) console.warn(`[health] ${name} unavailable: ${probe.error ?? 'no reason given'}`)
  const answer: Health = {
    status: health.status,
    database: statusOnly(health.database),
    cache: { kind: health.cache.kind, ...statusOnly(health.cache) },
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (!ok) headers['Retry-After'] = '5'
  return NextResponse.json(answer, { status: ok ? 200 : 503, headers })
}

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
