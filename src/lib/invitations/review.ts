import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { InvitationRequest, User } from '@payload-types'
import { endOfGermanDay } from '@/lib/dates/germanDay'
import { runSql } from '@/lib/db/executor'
import { inTransaction } from '@/lib/db/transaction'
import { emailBranding } from '@/lib/email/branding'
import { invitationEmail, type InvitationEmailValues } from '@/lib/email/invitationEmails'
import { formatLongDate } from '@/lib/dates/format'
import { asServer } from '@/lib/payload/readAs'

import { invitationSignUpLink } from './link'
import {
  INVITATION_REQUESTS,
  INVITATION_VALID_DAYS,
  type InvitationRequestStatus,
} from './requests'

/**
 * Outcome of a review:
 * - `approved`: the request is approved and a personal code exists (`code`, valid until
 *   `validUntil`, ISO 8601); `mailSent` is false when the invitation mail failed (the code
 *   stands; the admin can pass it on); `closed` are the ids of the other open requests of
 *   the same address, closed with it
 * - `rejected`: the request is rejected; `mailSent` tells whether the requester was told
 * - `notFound`: no such request; `notOpen`: it was decided already (`status`)
 */
export type ReviewResult =
  | {
      result: 'approved'
      request: InvitationRequest
      code: string
      validUntil: string
      mailSent: boolean
      closed: number[]
    }
  | { result: 'rejected'; request: InvitationRequest; mailSent: boolean }
  | { result: 'notFound' }
  | { result: 'notOpen'; status: InvitationRequestStatus }

/**
 * Moves an open request to `status` inside `req`'s transaction. One conditional UPDATE
 * decides, so two administrators acting at once cannot both approve (or approve and
 * reject) it: the second waits for the first and then finds it decided.
 */
async function claimOpen(
  payload: Payload,
  id: number,
  status: Exclude<InvitationRequestStatus, 'open'>,
  now: Date,
  req: PayloadRequest,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update invitation_requests set status = ${status}, updated_at = ${now.toISOString()}
         where id = ${id} and status = 'open' returning id`,
    req,
  )
  return rows.length > 0
}

async function notDecidable(payload: Payload, id: number): Promise<ReviewResult> {
  const { docs } = await payload.find({
    collection: INVITATION_REQUESTS,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    ...asServer(
      'Admin review: invitation requests are closed to API writes; the server reads as itself.',
    ),
  })
  return docs[0] ? { result: 'notOpen', status: docs[0].status } : { result: 'notFound' }
}

/** Runs `work` in a transaction as `admin`; rolls back when it answers null or throws. */
const asAdmin = <T>(
  payload: Payload,
  admin: User,
  work: (req: PayloadRequest) => Promise<T | null>,
): Promise<T | null> =>
  inTransaction(payload, work, {
    user: { ...admin, collection: 'users' },
    commit: (result) => result !== null,
  })

async function mail(
  payload: Payload,
  request: InvitationRequest,
  kind: 'requestApproved' | 'requestRejected',
  values: Omit<InvitationEmailValues, 'name'>,
): Promise<boolean> {
  try {
    const rendered = await invitationEmail(
      kind,
      { name: `${request.firstName} ${request.lastName}`, ...values },
      await emailBranding(payload),
      request.language ?? 'de',
    )
    await payload.sendEmail({ to: request.email, ...rendered })
    return true
  } catch (error) {
    console.error(`[invitation ${kind}]`, error)
    return false
  }
}

/** Why the other open requests of an address end when one of them is approved. */
export const closedByApprovalReason = (approvedId: number): string =>
  `Erledigt: Die Anfrage #${approvedId} derselben E-Mail-Adresse wurde freigegeben.`

/**
 * Closes the other open requests of `email` (anyone may send the form for any address, so
 * an address can have several): once one is approved the address holds its invitation
 * and the rest are moot. They are marked rejected with `closedByApprovalReason`, the
 * reviewer and the date, and nobody is mailed. Returns their ids.
 */
async function closeOtherOpenRequests(
  payload: Payload,
  approvedId: number,
  email: string,
  admin: User,
  now: Date,
  req: PayloadRequest,
): Promise<number[]> {
  const { docs } = await payload.update({
    collection: INVITATION_REQUESTS,
    where: {
      email: { equals: email },
      status: { equals: 'open' },
      id: { not_equals: approvedId },
    },
    data: {
      status: 'rejected',
      reviewedBy: admin.id,
      reviewedAt: now.toISOString(),
      rejectionReason: closedByApprovalReason(approvedId),
    },
    req,
    depth: 0,
    ...asServer(
      'Admin review: requests are closed to API writes (`nobody`); the server records it.',
    ),
  })
  return docs.map((doc) => doc.id)
}

/**
 * Approves an open invitation request as `admin`: creates a single-use invitation code
 * bound to the request's address, valid for `validDays` (default INVITATION_VALID_DAYS)
 * until the end of that day (German time), links it to the request with the reviewer and
 * date, closes the address's other open requests (`closeOtherOpenRequests`), and mails
 * the code with a sign-up link that fills it in. The status changes and the code are one
 * transaction; the mail goes out after it.
 */
export async function approveInvitationRequest(
  payload: Payload,
  id: number,
  admin: User,
  { validDays = INVITATION_VALID_DAYS, now = new Date() }: { validDays?: number; now?: Date } = {},
): Promise<ReviewResult> {
  const validUntil = endOfGermanDay(new Date(now.getTime() + validDays * 24 * 3600 * 1000))
  const done = await asAdmin(payload, admin, async (req) => {
    if (!(await claimOpen(payload, id, 'approved', now, req))) return null
    const pending = await payload.findByID({
      collection: INVITATION_REQUESTS,
      id,
      depth: 0,
      req,
      ...asServer('Admin review: the request just claimed, read as the server in its transaction.'),
    })
    const code = await payload.create({
      collection: 'invitation-codes',
      req,
      ...asServer("Admin review: the server issues the code in the approval's transaction."),
      data: {
        maxUses: 1,
        uses: 0,
        email: pending.email,
        expiresAt: validUntil.toISOString(),
        note: `Einladungsanfrage #${id}: ${pending.firstName} ${pending.lastName}, ${pending.practice}`,
      },
    })
    const request = await payload.update({
      collection: INVITATION_REQUESTS,
      id,
      req,
      depth: 0,
      ...asServer(
        'Admin review: requests are closed to API writes (`nobody`); the server records it.',
      ),
      data: { reviewedBy: admin.id, reviewedAt: now.toISOString(), invitationCode: code.id },
    })
    const closed = await closeOtherOpenRequests(payload, id, pending.email, admin, now, req)
    return { request, code: code.code as string, closed }
  })
  if (!done) return notDecidable(payload, id)
  const language = done.request.language ?? 'de'
  const mailSent = await mail(payload, done.request, 'requestApproved', {
    code: done.code,
    url: invitationSignUpLink(language, done.code, done.request.email, done.request),
    validUntil: formatLongDate(validUntil.toISOString(), language) ?? '',
  })
  return {
    result: 'approved',
    request: done.request,
    code: done.code,
    validUntil: validUntil.toISOString(),
    mailSent,
    closed: done.closed,
  }
}

/**
 * Rejects an open invitation request as `admin`, recording the reviewer, the date and the
 * optional `reason`; with `notify`, the requester is told by mail (with the reason when
 * one is given).
 */
export async function rejectInvitationRequest(
  payload: Payload,
  id: number,
  admin: User,
  { reason, notify, now = new Date() }: { reason?: string | null; notify: boolean; now?: Date },
): Promise<ReviewResult> {
  const request = await asAdmin(payload, admin, async (req) => {
    if (!(await claimOpen(payload, id, 'rejected', now, req))) return null
    return payload.update({
      collection: INVITATION_REQUESTS,
      id,
      req,
      depth: 0,
      ...asServer(
        'Admin review: requests are closed to API writes (`nobody`); the server records it.',
      ),
      data: {
        reviewedBy: admin.id,
        reviewedAt: now.toISOString(),
        rejectionReason: reason || null,
      },
    })
  })
  if (!request) return notDecidable(payload, id)
  const mailSent = notify ? await mail(payload, request, 'requestRejected', { reason }) : false
  return { result: 'rejected', request, mailSent }
}
