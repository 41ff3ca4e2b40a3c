import { NextResponse } from 'next/server'

import { checkHealth } from '@/lib/health/checks'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * `GET /api/health`: readiness of this instance for a load balancer or orchestrator.
 * Probes PostgreSQL (`SELECT 1`) and, with REDIS_URL, the shared cache (`PING`), each
 * within 2 s. Answers 200 `{ status: 'ok', database, cache }` when both answer, else 503
 * with the same shape (`status: 'unavailable'`, the failing probe's `error`) and
 * `Retry-After: 5`. Each probe reports `ok` and its round trip `ms`; `cache.kind` is
 * `redis` or `local`. Never cached.
 */
export async function GET(): Promise<Response> {
  const health = await checkHealth(payloadClient)
  const ok = health.status === 'ok'
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (!ok) headers['Retry-After'] = '5'
  return NextResponse.json(health, { status: ok ? 200 : 503, headers })
}
