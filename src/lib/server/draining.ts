/*
 * One flag per process on globalThis: Next compiles src/instrumentation.ts (which sets it on
 * SIGTERM) and the route handlers (which read it) into separate bundles.
 */
const KEY = Symbol.for('dentaljournal.server.draining')
type Flag = { since?: number }
const flag = (): Flag => ((globalThis as Record<symbol, Flag>)[KEY] ??= {})

/** Marks this server process as shutting down (SIGTERM or SIGINT received). */
export function markDraining(): void {
  flag().since ??= Date.now()
}

/**
 * Whether this server process is shutting down: `next start` has stopped accepting
 * connections and finishes the requests under way, so `/api/health` answers 503 to
 * anything still asking on a kept-alive connection.
 */
export function isDraining(): boolean {
  return flag().since !== undefined
}
