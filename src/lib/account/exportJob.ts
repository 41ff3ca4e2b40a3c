import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { unlink } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { runQueueSoon } from '@/lib/jobs/enqueue'
import { QUEUES } from '@/lib/jobs/status'
import { asServer } from '@/lib/payload/readAs'

import { isDeletedAddress } from './deletion'
import type { AccountData } from './exportData'
import { deleteExports, exportWorkDir, storeExport } from './exportFiles'
import { newExportToken } from './exportToken'
import { accountExportZip } from './exportZip'

/**
 * Largest export streamed at once (bytes of uploaded files): 25 MB, or
 * ACCOUNT_EXPORT_DIRECT_MAX_BYTES. A larger account's export is built by a job and offered
 * by a mailed link (docs/security.md, "Data export").
 */
function directExportMaxBytes(): number {
  const raw = process.env.ACCOUNT_EXPORT_DIRECT_MAX_BYTES
  const configured = raw ? Number(raw) : Number.NaN
  return Number.isFinite(configured) && configured >= 0 ? configured : 25 * 1024 * 1024
}

/** Whether the export of `data` is large enough to be built by the job and mailed. */
export function exportGoesByMail(data: AccountData): boolean {
  const bytes = data.externalCertificates.reduce(
    (sum, doc) => sum + (typeof doc.filesize === 'number' ? doc.filesize : 0),
    0,
  )
  return bytes > directExportMaxBytes()
}

/** The Payload task that builds a mailed export (see `jobTasks`). */
const EXPORT_TASK = 'exportAccount'

/**
 * Queues the export job of account `userId` on the `cme` queue (the queue of the other
 * jobs on dentists' personal data); the route's rate limit bounds how often.
 */
export async function queueAccountExport(payload: Payload, userId: number): Promise<void> {
  await payload.jobs.queue({
    task: EXPORT_TASK,
    input: { userId },
    queue: QUEUES.cme,
    ...asServer("Data export: the server queues the export job (Payload's queue is closed)."),
  })
  runQueueSoon(payload, QUEUES.cme)
}

/** Account `userId`, or null when it does not exist or has been deleted. */
async function liveAccount(payload: Payload, userId: number): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: userId } },
    depth: 0,
    limit: 1,
    ...asServer('Data export job (no request): the account whose data it packs.'),
  })
  const user = docs[0] as User | undefined
  return user && !isDeletedAddress(user.email) ? user : null
}

/**
 * The export job: builds the archive of account `userId` (the same as the direct download,
 * `accountExportZip`) into a file, stores it (`storeExport`) under a new token valid
 * EXPORT_LINK_TTL_HOURS, and mails the account the link
 * `/account/security#export=<token>` in its language. An account deleted before or while
 * the archive is built gets nothing, and nothing of it is kept. A half-written file is
 * removed when the job fails.
 */
export async function runAccountExportJob(payload: Payload, userId: number): Promise<void> {
  const user = await liveAccount(payload, userId)
  if (!user) return
  const token = newExportToken()
  const file = path.join(await exportWorkDir(user.id), `${randomUUID()}.partial`)
  try {
    const zip = await accountExportZip(payload, user)
    await pipeline(
      Readable.fromWeb(zip as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(file),
    )
    await storeExport(user.id, token, file)
  } catch (error) {
    await unlink(file).catch(() => undefined)
    throw error
  }
  // Deleted while the archive was being built: it goes, and nobody gets a link.
  if (!(await liveAccount(payload, userId))) {
    await deleteExports({ userId })
    return
  }
  await sendAuthEmail(payload, user, 'exportReady', {
    url: `${authLink('accountData', user.language)}#export=${token}`,
  })
}
