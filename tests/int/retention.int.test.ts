import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { deliveryCounts } from '@/lib/newsletter/issues/deliveries'
import { anonymiseInvitationRequests } from '@/lib/retention/invitationRequests'
import { anonymiseNewsletterDeliveries } from '@/lib/retention/newsletterDeliveries'
import { limitOutbox } from '@/lib/retention/outbox'
import { DAY_MS } from '@/lib/retention/periods'
import { pruneExpiredTokens } from '@/lib/retention/tokens'
import { removeUnverifiedAccounts } from '@/lib/retention/unverifiedAccounts'

import { freshEmail } from './helpers/http'
import { testPayload } from './helpers/payload'

/*
 * The daily retention steps (docs/operations.md, "Retention"): each removes or anonymises
 * exactly what is past its period and leaves everything else alone. Rows are backdated in
 * SQL; `now` is the real time, so rows of other test files (all fresh) are never touched.
 */

let payload: Payload
const now = new Date()
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
const db = () => payload.db.drizzle

beforeAll(async () => {
  payload = await testPayload()
})

async function user(label: string, verified: boolean, createdDaysAgo: number) {
  const created = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: {
      email: freshEmail(label),
      password: 'x-passwort-1',
      roles: ['doctor'],
      _verified: verified,
    },
  })
  await db().execute(
    sql`update users set created_at = ${ago(createdDaysAgo)} where id = ${created.id}`,
  )
  return created.id
}

const exists = async (table: string, id: number) =>
  (await db().execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`)).rows.length ===
  1

describe('Retention', () => {
  it('removes accounts never confirmed within 30 days, and no other', async () => {
    const stale = await user('stale', false, 31)
    const young = await user('young', false, 29)
    const verified = await user('verified-old', true, 400)
    const payer = await user('payer', false, 31)
    await payload.create({
      collection: 'memberships',
      data: {
        user: payer,
        source: 'stripe',
        status: 'active',
        stripeSubscriptionId: `sub_${payer}`,
        currentPeriodEnd: ago(-300),
      },
    })
    expect(await removeUnverifiedAccounts(payload, now)).toBeGreaterThanOrEqual(1)
    expect(await exists('users', stale)).toBe(false)
    for (const kept of [young, verified, payer]) expect(await exists('users', kept)).toBe(true)
  })

  it('clears outbox bodies after a day and deletes rows after 90 days', async () => {
    const mail = async (daysAgo: number) => {
      const row = await payload.create({
        collection: 'email-outbox',
        data: {
          to: 'leser@example.com',
          subject: 'Ihr Anmeldelink',
          text: 'Hallo',
          html: '<p>Hallo</p>',
        },
      })
      await db().execute(
        sql`update email_outbox set created_at = ${ago(daysAgo)} where id = ${row.id}`,
      )
      return row.id
    }
    const [fresh, sent, old] = [await mail(0), await mail(2), await mail(91)]
    await limitOutbox(payload, now)
    const rows = await db().execute(
      sql`select id, "to", subject, text, html from email_outbox where id in (${fresh}, ${sent}, ${old}) order by id`,
    )
    expect(rows.rows).toEqual([
      {
        id: fresh,
        to: 'leser@example.com',
        subject: 'Ihr Anmeldelink',
        text: 'Hallo',
        html: '<p>Hallo</p>',
      },
      { id: sent, to: 'leser@example.com', subject: 'Ihr Anmeldelink', text: null, html: null },
    ])
  })

  it('prunes expired sign-in links, verification and reset tokens, and ended rate-limit counters', async () => {
    const owner = await user('tokens', true, 1)
    const link = async (expiresAt: string, usedAt: string | null = null) =>
      (
        await payload.create({
          collection: 'login-tokens',
          data: { user: owner, tokenHash: `h-${Math.random()}`, expiresAt, usedAt },
        })
      ).id
    const expired = await link(ago(1 / 24))
    const open = await link(ago(-1 / 24))
    const usedLongAgo = await link(ago(-1 / 24), ago(2))
    const usedJustNow = await link(ago(-1 / 24), ago(0))

    const waiting = await user('verify-old', false, 2)
    const pending = await user('verify-new', false, 0)
    await db().execute(
      sql`update users set _verificationtoken = 'v1', verification_token_issued_at = ${ago(25 / 24)} where id = ${waiting}`,
    )
    await db().execute(
      sql`update users set _verificationtoken = 'v2', verification_token_issued_at = ${ago(1 / 24)} where id = ${pending}`,
    )
    await db().execute(
      sql`update users set reset_password_token = 'r1', reset_password_expiration = ${ago(1 / 24)} where id = ${owner}`,
    )

    const key = `retention-test:${Math.random()}`
    await db().execute(sql`insert into rate_limits (key, points, expire) values
      (${`${key}:old`}, 3, ${now.getTime() - 1000}), (${`${key}:live`}, 1, ${now.getTime() + 60_000}), (${`${key}:forever`}, 1, null)`)

    await pruneExpiredTokens(payload, now)

    for (const gone of [expired, usedLongAgo])
      expect(await exists('login_tokens', gone)).toBe(false)
    for (const kept of [open, usedJustNow]) expect(await exists('login_tokens', kept)).toBe(true)
    const tokens = await db().execute(
      sql`select id, _verificationtoken as v, reset_password_token as r from users where id in (${waiting}, ${pending}, ${owner}) order by id`,
    )
    expect(tokens.rows).toEqual([
      { id: owner, v: null, r: null },
      { id: waiting, v: null, r: null },
      { id: pending, v: 'v2', r: null },
    ])
    const limits = await db().execute(
      sql`select key from rate_limits where key like ${`${key}:%`} order by key`,
    )
    expect(limits.rows.map((r) => r.key)).toEqual([`${key}:forever`, `${key}:live`])
  })

  it('anonymises invitation requests decided more than 12 months ago', async () => {
    const request = async (
      status: string,
      reviewedDaysAgo: number | null,
      createdDaysAgo: number,
    ) => {
      const row = await payload.create({
        collection: 'invitation-requests',
        data: {
          firstName: 'Ida',
          lastName: 'Zahn',
          email: freshEmail('request'),
          practice: 'Praxis Zahn',
          city: 'Halle',
          licence: 'Approbation 2001',
          consentAt: ago(createdDaysAgo),
          status: 'open',
        },
      })
      await db()
        .execute(sql`update invitation_requests set status = ${status}, created_at = ${ago(createdDaysAgo)},
        updated_at = ${ago(createdDaysAgo)}, reviewed_at = ${reviewedDaysAgo === null ? null : ago(reviewedDaysAgo)} where id = ${row.id}`)
      return row.id
    }
    const rejectedLongAgo = await request('rejected', 370, 380)
    const approvedRecently = await request('approved', 300, 310)
    const stillOpen = await request('open', null, 800)
    expect(await anonymiseInvitationRequests(payload, now)).toBeGreaterThanOrEqual(1)
    const rows = await db().execute(
      sql`select id, first_name, email, licence, status from invitation_requests where id in (${rejectedLongAgo}, ${approvedRecently}, ${stillOpen}) order by id`,
    )
    expect(rows.rows[0]).toMatchObject({
      first_name: 'anonymisiert',
      licence: 'anonymisiert',
      status: 'rejected',
    })
    expect(String(rows.rows[0]!.email)).toMatch(/@anonymised\.invalid$/)
    expect(rows.rows[1]).toMatchObject({ first_name: 'Ida', licence: 'Approbation 2001' })
    expect(rows.rows[2]).toMatchObject({ first_name: 'Ida', status: 'open' })
  })

  it('anonymises delivery rows of readers unsubscribed more than 90 days ago, unlinked from the subscriber', async () => {
    const issue = await payload.create({
      collection: 'newsletters',
      locale: 'de',
      data: {
        subject: 'Retention',
        audience: 'patient',
        kind: 'issue',
        status: 'draft',
        articles: [],
      },
    })
    const delivery = async (
      status: string,
      unsubscribedDaysAgo: number | null,
      deliveryStatus: 'sent' | 'pending' = 'sent',
    ) => {
      const email = freshEmail('reader')
      const subscriber = await payload.create({
        collection: 'newsletter-subscribers',
        data: {
          email,
          status: status as 'confirmed',
          locale: 'de',
          source: 'footer',
          requestedAt: ago(200),
        },
      })
      await db().execute(
        sql`update newsletter_subscribers set unsubscribed_at = ${unsubscribedDaysAgo === null ? null : ago(unsubscribedDaysAgo)} where id = ${subscriber.id}`,
      )
      const row = await payload.create({
        collection: 'newsletter-deliveries',
        data: {
          newsletter: issue.id,
          subscriber: subscriber.id,
          email,
          locale: 'de',
          status: deliveryStatus,
          ...(deliveryStatus === 'sent' ? { sentAt: ago(150) } : {}),
        },
      })
      // Opened and clicked, with consent, before unsubscribing.
      await db().execute(
        sql`update newsletter_deliveries set tracked = true, opened_at = ${ago(149)}, clicked_at = ${ago(149)}, clicks = 2,
                   created_at = ${ago(150)} where id = ${row.id}`,
      )
      return { id: row.id, email, subscriberId: subscriber.id }
    }
    const gone = await delivery('unsubscribed', 91)
    const recent = await delivery('unsubscribed', 10)
    const reader = await delivery('confirmed', null)
    // Not yet sent: keeps its link until the send marks it skipped.
    const waiting = await delivery('unsubscribed', 91, 'pending')
    const before = await deliveryCounts(payload, issue.id)
    expect(await anonymiseNewsletterDeliveries(payload, now)).toBeGreaterThanOrEqual(1)
    const rows = await db().execute(
      sql`select id, email, status, subscriber_id, clicks::int as clicks from newsletter_deliveries
           where id in (${gone.id}, ${recent.id}, ${reader.id}, ${waiting.id}) order by id`,
    )
    expect(String(rows.rows[0]!.email)).toMatch(/@anonymised\.invalid$/)
    expect(rows.rows[0]).toMatchObject({ status: 'sent', subscriber_id: null, clicks: 2 })
    expect(rows.rows[1]).toMatchObject({ email: recent.email, subscriber_id: recent.subscriberId })
    expect(rows.rows[2]).toMatchObject({ email: reader.email, subscriber_id: reader.subscriberId })
    expect(rows.rows[3]).toMatchObject({
      email: waiting.email,
      subscriber_id: waiting.subscriberId,
    })
    // Nothing left to do on the next day; the issue's figures are the same as before.
    expect(await anonymiseNewsletterDeliveries(payload, now)).toBe(0)
    expect(await deliveryCounts(payload, issue.id)).toEqual(before)
    expect(before).toMatchObject({
      sent: 3,
      pending: 1,
      unsubscribedSince: 3,
      opened: 3,
      clicks: 6,
    })
  })
})
