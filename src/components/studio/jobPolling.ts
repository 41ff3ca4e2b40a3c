/** Poll interval while a job of the article is open (milliseconds). */
const POLL_MS = 2000

const isOpen = (status: string) => status === 'pending' || status === 'running'

/**
 * SWR's `refreshInterval` for a job list: every two seconds while any job is pending or
 * running, else none (0). Pass it wrapped in a new arrow function on every render: SWR
 * evaluates the option only when the option itself changes or a poll ends, so with one
 * stable function a list that loaded empty would never start polling after a job is queued.
 */
export const pollWhileOpen = (jobs?: readonly { status: string }[]) =>
  jobs?.some((j) => isOpen(j.status)) ? POLL_MS : 0
