import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import { freshEmail, freshIp } from './http'
import { testPayload } from './payload'

const restPost = REST_POST(config)

/** Calls Payload's own REST API (`/api/cms/users/<action>`) as the studio does. */
async function studioCall(action: 'login' | 'forgot-password', body: unknown, ip: string) {
  const request = new Request(`http://localhost/api/cms/users/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  const response = await restPost(request, { params: Promise.resolve({ slug: ['users', action] }) })
  return { status: response.status, json: (await response.json()) as { errors?: { message: string }[] } }
}

beforeAll(async () => {
  await testPayload()
})

describe("Payload's own auth endpoints are rate-limited too (issue 3 abuse protection)", () => {
  it('limits forgot-password per address, so nobody can flood an inbox through the studio API', async () => {
    const email = freshEmail('studio-forgot')
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await studioCall('forgot-password', { email }, freshIp())).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limits studio sign-in attempts per address with the German message', async () => {
    const email = freshEmail('studio-login')
    for (let i = 0; i < 5; i++) expect((await studioCall('login', { email, password: `falsch-${i}-xyz` }, freshIp())).status).toBe(401)
    const blocked = await studioCall('login', { email, password: 'noch-ein-versuch' }, freshIp())
    expect(blocked.status).toBe(429)
    expect(blocked.json.errors?.[0]?.message).toMatch(/^Zu viele Versuche/)
  })
})
