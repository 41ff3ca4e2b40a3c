import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as magicLink } from '@/app/api/auth/magic-link/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { RATE_LIMITS } from '@/lib/auth/rateLimit'
import { sqlExecutor } from '@/lib/db/adapter'

import { callRoute, freshEmail, freshIp, smtpServerForFile, waitForMail } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'

/**
 * Failed password sign-ins are counted per address *at one IP address*, with waits that
 * grow, instead of locking the address everywhere: someone failing on purpose from his own
 * network must not keep the owner (an admin, too) out of her account.
 */
let payload: Payload
const smtp = smtpServerForFile()
const PASSWORD = 'test-password-123'
const restPost = REST_POST(config)

beforeAll(async () => {
  payload = await testPayload()
})

const fail = (email: string, ip: string, i: number) =>
  callRoute(signIn, { ip, body: { email, password: `falsch-${i}-xyz` } })

/** Calls Payload's REST login (`/api/cms/users/login`) as the studio does, from `ip`. */
async function studioLogin(email: string, password: string, ip: string) {
  const response = await restPost(
    new Request('http://localhost/api/cms/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as { errors?: { message: string }[] },
  }
}

/** Lets the current wait of `email` at `ip` run out, as if its time had passed. */
async function endWait(email: string, ip: string) {
  const db = await sqlExecutor(payload)
  await db.execute(sql`
    update rate_limits set expire = ${Date.now() - 1000}
     where key = ${`signIn:emailAtIp:wait:${email} ${ip}`}`)
}

describe('password sign-in limits per address and IP address', () => {
  it('failures from one IP address do not keep the owner out on another', async () => {
    const user = await createUser(payload, 'doctor')
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) expect((await fail(user.email, attacker, i)).status).toBe(401)
    expect((await fail(user.email, attacker, 5)).status).toBe(429)
    const owner = await callRoute(signIn, {
      ip: freshIp(),
      body: { email: user.email, password: PASSWORD },
    })
    expect(owner.status).toBe(200)
  })

  it('makes the waits grow with every further failure, up to an hour, and says how long in German', async () => {
    const email = freshEmail('growing')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await fail(email, ip, i)).status).toBe(401)
    const waits: number[] = []
    for (let round = 0; round < 8; round++) {
      const blocked = await fail(email, ip, 100 + round)
      expect(blocked.status).toBe(429)
      const seconds = Number(blocked.headers.get('retry-after'))
      expect(blocked.json.message).toBe(
        `Zu viele Versuche. Bitte versuchen Sie es in ${
          Math.ceil(seconds / 60) === 1 ? '1 Minute' : `${Math.ceil(seconds / 60)} Minuten`
        } erneut.`,
      )
      waits.push(seconds)
      await endWait(email, ip)
      expect((await fail(email, ip, 200 + round)).status).toBe(401)
    }
    expect(waits.map((s) => Math.ceil(s / 60))).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
  })

  it('answers an unknown address exactly like a known one', async () => {
    const user = await createUser(payload, 'doctor')
    const answers = []
    for (const email of [user.email, freshEmail('ghost')]) {
      const ip = freshIp()
      for (let i = 0; i < 5; i++) await fail(email, ip, i)
      const blocked = await fail(email, ip, 5)
      answers.push({ status: blocked.status, json: blocked.json })
    }
    expect(answers[0]).toEqual(answers[1])
  })

  it('forgets the failures of an address at an IP address after a successful sign-in there', async () => {
    const user = await createUser(payload, 'doctor')
    const ip = freshIp()
    for (let i = 0; i < 4; i++) await fail(user.email, ip, i)
    expect(
      (await callRoute(signIn, { ip, body: { email: user.email, password: PASSWORD } })).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++) expect((await fail(user.email, ip, 10 + i)).status).toBe(401)
  })

  it('still mails a magic link to an address whose password sign-ins wait', async () => {
    const user = await createUser(payload, 'doctor')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await fail(user.email, ip, i)
    expect((await fail(user.email, ip, 5)).status).toBe(429)
    expect(await callRoute(magicLink, { ip, body: { email: user.email } })).toMatchObject({
      status: 200,
      json: { message: AUTH_MESSAGES.magicLinkSent },
    })
    await waitForMail(smtp.server.messages, user.email, /Anmeldelink/)
  })

  it("the studio's login follows the same rule: an admin is not locked out from elsewhere", async () => {
    const admin = await createUser(payload, 'admin')
    const attacker = freshIp()
    for (let i = 0; i < 5; i++)
      expect((await studioLogin(admin.email, `falsch-${i}-xyz`, attacker)).status).toBe(401)
    const blocked = await studioLogin(admin.email, 'noch-ein-versuch', attacker)
    expect(blocked.status).toBe(429)
    expect(blocked.json.errors?.[0]?.message).toMatch(/^Zu viele Versuche\. Bitte versuchen Sie/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await studioLogin(admin.email, PASSWORD, freshIp())).status).toBe(200)
  })

  it("successful sign-ins do not use up the IP address's budget, failures do", async () => {
    const user = await createUser(payload, 'doctor')
    const practice = freshIp()
    // More successes than the budget holds (a practice network, a test run): all pass.
    for (let i = 0; i < RATE_LIMITS.signIn.ip.points + 3; i++) {
      const ok =
        i % 2 === 0
          ? await callRoute(signIn, {
              ip: practice,
              body: { email: user.email, password: PASSWORD },
            })
          : await studioLogin(user.email, PASSWORD, practice)
      expect(ok.status, `sign-in ${i + 1}`).toBe(200)
    }
    // Failures for many addresses from that network still run into the IP's budget.
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMITS.signIn.ip.points + 1; i++)
      statuses.push((await fail(freshEmail(`ip-budget-${i}`), practice, i)).status)
    expect(statuses.slice(0, RATE_LIMITS.signIn.ip.points).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
