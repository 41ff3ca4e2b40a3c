/**
 * Next's start-up hook, called once per server process (and by `next build` while it
 * prerenders, where nothing must start). In the Node.js runtime of a running server it
 * starts the in-process job workers and the shutdown handling (src/lib/server/lifecycle.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServerProcess } = await import('./lib/server/lifecycle')
  startServerProcess()
}
