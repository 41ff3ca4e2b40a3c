import config from '@payload-config'
import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { freshEmail, freshIp, linkFrom, smtpServerForFile, waitForMail } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'

const restPost = REST_POST(config)
const restPatch = REST_PATCH(config)
let payload: Payload
const smtp = smtpServerForFile()

/** Calls Payload's own REST API (`/api/cms/users/...`) as the studio does. */
async function studioCall(
  handler: typeof restPost,
  path: string[],
  body: unknown,
  headers: Record<string, string> = {},
) {
  const request = new Request(`http://localhost/api/cms/${path.join('/')}`, {
    method: handler === restPatch ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
    body: JSON.stringify(body),
  })
  const response = await handler(request, { params: Promise.resolve({ slug: path }) })
  return {
    status: response.status,
    json: (await response.json()) as { errors?: { message: string }[] },
  }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe("Payload's own auth endpoints follow the account rules too", () => {
  it('limits forgot-password per address, so nobody can flood an inbox through the studio API', async () => {
    const email = freshEmail('studio-forgot')
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await studioCall(restPost, ['users', 'forgot-password'], { email })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it("mails the studio's reset link with the product's template, after answering", async () => {
    const user = await createUser(payload, 'editor')
    expect(
      (await studioCall(restPost, ['users', 'forgot-password'], { email: user.email })).status,
    ).toBe(200)
    const mail = await waitForMail(smtp.server.messages, user.email, /Passwort zurücksetzen/)
    expect(linkFrom(mail).path).toBe('/reset-password')
  })

  it('limits studio sign-in attempts per address and IP address with the German message', async () => {
    const email = freshEmail('studio-login')
    const from = { 'x-forwarded-for': freshIp() }
    for (let i = 0; i < 5; i++)
      expect(
        (
          await studioCall(
            restPost,
            ['users', 'login'],
            { email, password: `falsch-${i}-xyz` },
            from,
          )
        ).status,
      ).toBe(401)
    const blocked = await studioCall(
      restPost,
      ['users', 'login'],
      { email, password: 'noch-ein-versuch' },
      from,
    )
    expect(blocked.status).toBe(429)
    expect(blocked.json.errors?.[0]?.message).toMatch(/^Zu viele Versuche/)
  })

  it('lets only admins set a password, an email address or the verified mark through the API; names stay editable', async () => {
    const user = await createUser(payload, 'doctor')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'test-password-123' },
    })
    const auth = { authorization: `JWT ${token}` }
    const path = ['users', String(user.id)]
    expect((await studioCall(restPatch, path, { password: 'neues-passwort-9' }, auth)).status).toBe(
      403,
    )
    expect((await studioCall(restPatch, path, { email: freshEmail('hijack') }, auth)).status).toBe(
      403,
    )
    expect((await studioCall(restPatch, path, { _verified: false }, auth)).status).toBe(403)
    expect((await studioCall(restPatch, path, { firstName: 'Neu' }, auth)).status).toBe(200)
    // Saving the form as it is (the address still verified) changes nothing and is fine.
    expect((await studioCall(restPatch, path, { _verified: true }, auth)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
    expect(stored._verified).toBe(true)
    const admin = await createUser(payload, 'admin')
    const adminToken = (
      await payload.login({
        collection: 'users',
        data: { email: admin.email, password: 'test-password-123' },
      })
    ).token
    expect(
      (
        await studioCall(
          restPatch,
          path,
          { password: 'vom-admin-gesetzt', _verified: false },
          { authorization: `JWT ${adminToken}` },
        )
      ).status,
    ).toBe(200)
  })
})
