import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { redeemInvitationCode } from '@/lib/invitations/redeem'

import { createUser, testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function code(data: { code?: string; maxUses?: number; expiresAt?: string }) {
  return payload.create({ collection: 'invitation-codes', data: { maxUses: 1, uses: 0, ...data } })
}

describe('invitation codes (DESIGN §3: sign-up needs a valid code)', () => {
  it('stores codes upper-case and generates one when left empty', async () => {
    expect((await code({ code: ' praxis-2026 ' })).code).toBe('PRAXIS-2026')
    expect((await code({})).code).toMatch(/^DJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  })

  it('redeems a valid code (any case) and counts the use', async () => {
    const c = await code({ code: 'WELCOME-A', maxUses: 2 })
    expect(await redeemInvitationCode(payload, 'welcome-a')).toBe(c.id)
    expect((await payload.findByID({ collection: 'invitation-codes', id: c.id })).uses).toBe(1)
  })

  it('refuses unknown, expired and used-up codes', async () => {
    expect(await redeemInvitationCode(payload, 'NOPE')).toBeNull()
    await code({ code: 'OLD-CODE', expiresAt: new Date(Date.now() - 60_000).toISOString() })
    expect(await redeemInvitationCode(payload, 'OLD-CODE')).toBeNull()
    await code({ code: 'ONCE' })
    expect(await redeemInvitationCode(payload, 'ONCE')).not.toBeNull()
    expect(await redeemInvitationCode(payload, 'ONCE')).toBeNull()
  })

  it('lets exactly one of many racing sign-ups take the last use', async () => {
    const c = await code({ code: 'LAST-SEAT', maxUses: 3 })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeemInvitationCode(payload, 'LAST-SEAT')),
    )
    expect(results.filter((r) => r === c.id)).toHaveLength(3)
    expect((await payload.findByID({ collection: 'invitation-codes', id: c.id })).uses).toBe(3)
  })

  it('is managed by admins only', async () => {
    const editor = await createUser(payload, 'editor')
    const doctor = await createUser(payload, 'doctor')
    for (const user of [editor, doctor, undefined]) {
      await expect(
        payload.find({ collection: 'invitation-codes', overrideAccess: false, user }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'invitation-codes',
          data: { maxUses: 1, uses: 0 },
          overrideAccess: false,
          user,
        }),
      ).rejects.toThrow()
    }
    const admin = await createUser(payload, 'admin')
    const created = await payload.create({
      collection: 'invitation-codes',
      data: { maxUses: 5, uses: 0 },
      overrideAccess: false,
      user: admin,
    })
    expect(created.createdBy).toEqual(expect.objectContaining({ id: admin.id }))
  })
})
