import { after } from 'next/server'

/**
 * Runs `task` after the response has been sent (Next's `after`), so that the answer's
 * timing does not depend on the work (e.g. whether an email had to be sent, which would
 * tell whether an account exists). Outside a Next request (scripts, tests calling a
 * route handler directly) the task starts at once without being awaited. Failures are
 * logged, never thrown.
 */
export function afterResponse(label: string, task: () => Promise<unknown>): void {
  const guarded = () => task().catch((error: unknown) => console.error(`[${label}]`, error))
  try {
    after(guarded)
  } catch {
    void guarded()
  }
}
