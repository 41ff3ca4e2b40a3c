import { spawn } from 'node:child_process'

import { nextNodeOptions } from './peerAddress'
import type { Prepared } from './prepare'

/**
 * Runs `next <command>` in the foreground and stops PostgreSQL cleanly when Next exits or
 * when the user presses Ctrl-C (SIGINT) or the process gets SIGTERM.
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      child.kill(signal)
    })
  }
  child.on('exit', (code) => void shutdown(code ?? 0))
}
