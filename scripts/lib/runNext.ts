import { spawn } from 'node:child_process'

import { nextNodeOptions } from './peerAddress'
import type { Prepared } from './prepare'

/** Default of SHUTDOWN_GRACE_SECONDS: how long Next may drain after SIGTERM or SIGINT. */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 25

/** The grace period in milliseconds: SHUTDOWN_GRACE_SECONDS when set (≥ 0), else the default. */
export function shutdownGraceMs(): number {
  const configured = Number(process.env.SHUTDOWN_GRACE_SECONDS)
  const seconds =
    process.env.SHUTDOWN_GRACE_SECONDS && Number.isFinite(configured) && configured >= 0
      ? configured
      : DEFAULT_SHUTDOWN_GRACE_SECONDS
  return seconds * 1000
}

/**
 * Runs `next <command>` in the foreground and stops PostgreSQL cleanly when Next exits.
 *
 * SIGTERM and SIGINT (Ctrl-C) are passed on to Next, which drains by itself: `next start`
 * closes its listening socket (new connections are refused), lets the requests under way
 * finish, then exits; meanwhile `/api/health` answers 503 and the in-process job workers
 * give their jobs back (src/lib/server/lifecycle.ts). A request that outlasts the grace
 * period (`shutdownGraceMs`, SHUTDOWN_GRACE_SECONDS, default 25 s) does not hold the
 * shutdown up: Next is then killed. Exits with Next's exit code (143 after SIGTERM).
 */
export function runNext(args: string[], prepared: Prepared): void {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: nextNodeOptions(),
    },
  })
  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    await prepared.stopDatabase().catch((e) => console.error('stopping PostgreSQL failed:', e))
    process.exit(code)
  }
  let graceTimer: NodeJS.Timeout | undefined
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      child.kill(signal)
      if (graceTimer) return
      const graceMs = shutdownGraceMs()
      console.log(`[dentaljournal] ${signal}: draining, at most ${graceMs / 1000} s`)
      graceTimer = setTimeout(() => {
        console.warn(
          `[dentaljournal] requests still running after ${graceMs / 1000} s: stopping Next`,
        )
        child.kill('SIGKILL')
      }, graceMs)
    })
  }
  child.on('exit', (code, signal) => {
    clearTimeout(graceTimer)
    void shutdown(code ?? (signal === 'SIGKILL' ? 137 : 1))
  })
}
