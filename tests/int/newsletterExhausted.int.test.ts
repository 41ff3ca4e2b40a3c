import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getIssue } from '@/app/api/admin/newsletters/[id]/route'
import { POST as retryIssue } from '@/app/api/admin/newsletters/[id]/retry/route'
import { runSql } from '@/lib/db/executor'
import { MAX_JOB_ATTEMPTS } from '@/lib/jobs/claim'
import { QUEUES } from '@/lib/jobs/status'
import { giveUpExhaustedJobs } from '@/lib/jobs/sweep'
import { INTERRUPTED_DELIVERY_ERROR } from '@/lib/newsletter/issues/constants'
import { writeDeliveries } from '@/lib/newsletter/issues/deliveries'
import { updateIssue } from '@/lib/newsletter/issues/send'

import { callRoute, smtpServerForFile } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { tokenFor } from './helpers/studioJobs'

const run = Date.now().toString(36)
const SUBJECT = `Aufgegeben ${run}`
const smtp = smtpServerForFile()
let payload: Payload
let editorToken = ''
const emails = Array.from({ length: 5 }, (_, i) => `nl-exhausted-${i}-${run}@test.example`)
const subscriberIds: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  process.env.NEWSLETTER_MAILS_PER_SECOND = '500'
  editorToken = await tokenFor(payload, (await createUser(payload, 'editor')).email)
  for (const email of emails) {
    const created = await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email,
        status: 'confirmed',
        locale: 'de',
        audience: 'patient',
        requestedAt: new Date().toISOString(),
        consentAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    subscriberIds.push(created.id)
  }
})

afterAll(async () => {
  delete process.env.NEWSLETTER_MAILS_PER_SECOND
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { id: { in: subscriberIds } },
    overrideAccess: true,
  })
})

/** The mails of this file's issue received by `email`. */
const mailsTo = (email: string) =>
  smtp.server.messages.filter(
    (m) => m.subject?.includes(SUBJECT) && JSON.stringify(m.to).includes(email),
  )

async function issueState(id: number) {
  const answer = await callRoute(getIssue, {
    method: 'GET',
    bearer: editorToken,
    params: { id: String(id) },
  })
  expect(answer.status).toBe(200)
  return answer.json as {
    status: string
    recipients: number
    sent: number
    failed: number
    pending: number
  }
}

describe('a newsletter send whose job is given up', () => {
  it(`after ${MAX_JOB_ATTEMPTS} dead workers the issue is failed with its counters, and the retry sends the rest`, async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const issue = await payload.create({
      collection: 'newsletters',
      locale: 'de',
      data: {
        subject: SUBJECT,
        audience: 'patient',
        kind: 'issue',
        status: 'draft',
        articles: [docs[0]!.id],
      },
      overrideAccess: true,
      depth: 0,
    })
    // What three workers that died on the job leave behind: the issue `sending`, its
    // delivery rows written, one mail handed over, one mail being handed over when the
    // last worker died, the rest pending; the job claimed MAX_JOB_ATTEMPTS times with its
    // lease run out.
    await updateIssue(payload, issue.id, { status: 'sending' })
    const recipients = await writeDeliveries(payload, issue.id, 'patient')
    expect(recipients).toBeGreaterThanOrEqual(emails.length)
    const rowOf = async (email: string) =>
      Number(
        (
          await runSql(
            payload,
            sql`select id from newsletter_deliveries where newsletter_id = ${issue.id} and email = ${email}`,
          )
        ).rows[0]!.id,
      )
    await runSql(
      payload,
      sql`update newsletter_deliveries set status = 'sent', sent_at = now() where id = ${await rowOf(emails[0]!)}`,
    )
    await runSql(
      payload,
      sql`update newsletter_deliveries set status = 'sending' where id = ${await rowOf(emails[1]!)}`,
    )
    const job = await payload.jobs.queue({
      task: 'sendNewsletter',
      input: { newsletterId: issue.id },
      queue: QUEUES.newsletter,
    })
    await runSql(
      payload,
      sql`update payload_jobs set processing = true, attempts = ${MAX_JOB_ATTEMPTS},
                 lease_until = now() - interval '1 second' where id = ${job.id}`,
    )

    expect(await giveUpExhaustedJobs(payload)).toBeGreaterThanOrEqual(1)
    const failed = await issueState(issue.id)
    expect(failed).toMatchObject({
      status: 'failed',
      recipients,
      sent: 1,
      failed: 1,
      pending: recipients - 2,
    })
    // The stored counters (the studio's list columns) agree with the delivery rows.
    const stored = await payload.findByID({
      collection: 'newsletters',
      id: issue.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ status: 'failed', recipients, sent: 1, failed: 1 })
    const interrupted = await payload.find({
      collection: 'newsletter-deliveries',
      where: { and: [{ newsletter: { equals: issue.id } }, { status: { equals: 'failed' } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(interrupted.docs.map((d) => [d.email, d.error])).toEqual([
      [emails[1], INTERRUPTED_DELIVERY_ERROR],
    ])
    // A second sweep finds nothing more and leaves the issue alone.
    await giveUpExhaustedJobs(payload)
    expect((await issueState(issue.id)).status).toBe('failed')

    const retried = await callRoute(retryIssue, {
      bearer: editorToken,
      params: { id: String(issue.id) },
    })
    expect(retried.status).toBe(202)
    for (const until = Date.now() + 60_000; ;) {
      const state = await issueState(issue.id)
      if (state.status === 'sent') {
        expect(state).toMatchObject({ recipients, failed: 1, pending: 0 })
        break
      }
      if (Date.now() > until) throw new Error(`issue still ${JSON.stringify(state)}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    // The handed-over and the interrupted mail are not sent again; every pending one once.
    expect(mailsTo(emails[0]!)).toHaveLength(0)
    expect(mailsTo(emails[1]!)).toHaveLength(0)
    for (const email of emails.slice(2)) expect(mailsTo(email), email).toHaveLength(1)
  }, 120_000)
})
