import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'

import { asUser, createUser, testPayload } from '../helpers/payload'

let payload: Payload
let admin: User
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
})

describe('newsletter subscribers are personal data: admins only', () => {
  it('refuses editors listing or reading subscribers; admins still may', async () => {
    await expect(
      payload.find({ collection: 'newsletter-subscribers', ...asUser(editor) }),
    ).rejects.toThrow()
    await expect(
      payload.count({ collection: 'newsletter-subscribers', ...asUser(editor) }),
    ).rejects.toThrow()
    expect(
      (await payload.find({ collection: 'newsletter-subscribers', ...asUser(admin) })).docs,
    ).toBeDefined()
  })
})
