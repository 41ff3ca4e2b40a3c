import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { invitationProblem, redeemInvitationCode } from '@/lib/invitations/redeem'

import { createUser, testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const ANYONE = 'anyone@test.example'

async function code(data: { code?: string; maxUses?: number; expiresAt?: string; email?: string }) {
  return payload.create({ collection: 'invitation-codes', data: { maxUses: 1, uses: 0, ...data } })
}

describe('invitation codes (sign-up needs a valid code)', () => {
  it('stores codes upper-case and generates one when left empty', async () => {
    expect((await code({ code: ' praxis-2026 ' })).code).toBe('PRAXIS-2026')
    expect((await code({})).code).toMatch(/^DJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  })

  it('redeems a valid code (any case) and counts the use', async () => {
    const c = await code({ code: 'WELCOME-A', maxUses: 2 })
    expect(await redeemInvitationCode(payload, 'welcome-a', ANYONE)).toBe(c.id)
    expect((await payload.findByID({ collection: 'invitation-codes', id: c.id })).uses).toBe(1)
  })

  it('refuses unknown, expired and used-up codes', async () => {
    expect(await redeemInvitationCode(payload, 'NOPE', ANYONE)).toBeNull()
    await code({ code: 'OLD-CODE', expiresAt: new Date(Date.now() - 60_000).toISOString() })
    expect(await redeemInvitationCode(payload, 'OLD-CODE', ANYONE)).toBeNull()
    await code({ code: 'ONCE' })
    expect(await redeemInvitationCode(payload, 'ONCE', ANYONE)).not.toBeNull()
    expect(await redeemInvitationCode(payload, 'ONCE', ANYONE)).toBeNull()
  })

  it('lets exactly one of many racing sign-ups take the last use', async () => {
    const c = await code({ code: 'LAST-SEAT', maxUses: 3 })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeemInvitationCode(payload, 'LAST-SEAT', ANYONE)),
    )
    expect(results.filter((r) => r === c.id)).toHaveLength(3)
    expect((await payload.findByID({ collection: 'invitation-codes', id: c.id })).uses).toBe(3)
  })

  it('a personal code works only for its own address; codes without an address for anyone', async () => {
    const personal = await code({ code: 'PERSONAL-1', email: ' Dr.Lena@Praxis.Example ' })
    expect(personal.email).toBe('dr.lena@praxis.example')
    expect(await invitationProblem(payload, 'PERSONAL-1', { email: 'mallory@test.example' })).toBe(
      'otherEmail',
    )
    expect(await redeemInvitationCode(payload, 'PERSONAL-1', 'mallory@test.example')).toBeNull()
    expect(
      await invitationProblem(payload, 'PERSONAL-1', { email: 'DR.LENA@praxis.example' }),
    ).toBeNull()
    expect(await redeemInvitationCode(payload, 'personal-1', 'DR.LENA@praxis.example')).toBe(
      personal.id,
    )
    expect(
      await invitationProblem(payload, 'PERSONAL-1', { email: 'dr.lena@praxis.example' }),
    ).toBe('invalid')
    const open = await code({ code: 'OPEN-TO-ALL', maxUses: 2 })
    expect(await redeemInvitationCode(payload, 'OPEN-TO-ALL', 'first@test.example')).toBe(open.id)
    expect(await redeemInvitationCode(payload, 'OPEN-TO-ALL', 'second@test.example')).toBe(open.id)
  })

  it('a "Gültig bis" typed as a day without time lasts until the end of that day (German time)', async () => {
    // 31.12.2027 00:00 in Berlin, as the studio's date picker sends a day typed without time.
    const c = await code({ code: 'UNTIL-NYE', expiresAt: '2027-12-30T23:00:00.000Z' })
    expect(c.expiresAt).toBe('2027-12-31T22:59:59.000Z')
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
