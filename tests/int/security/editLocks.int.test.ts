import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { LOCKED_DOCUMENTS_SLUG } from '@collections/lockedDocuments'

import { createUser, testPayload } from '../helpers/payload'

/**
 * Finding: Payload's edit-lock collection had its default access (any signed-in user), so a
 * doctor could lock an article or the settings and make every staff save fail with 423.
 */
let payload: Payload
let doctor: User
let editor: User
let articleId: number

beforeAll(async () => {
  payload = await testPayload()
  doctor = await createUser(payload, 'doctor')
  editor = await createUser(payload, 'editor')
  const { docs } = await payload.find({ collection: 'articles', limit: 1, overrideAccess: true })
  articleId = docs[0]!.id
})

const lockAs = (user: User) =>
  payload.create({
    collection: LOCKED_DOCUMENTS_SLUG,
    data: {
      document: { relationTo: 'articles', value: articleId },
      user: { relationTo: 'users', value: user.id },
    } as never,
    user,
    overrideAccess: false,
  })

describe('edit locks are staff-only (security finding 5)', () => {
  it('refuses a doctor who tries to create, list or delete locks', async () => {
    await expect(lockAs(doctor)).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.find({
        collection: LOCKED_DOCUMENTS_SLUG,
        user: doctor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({
        collection: LOCKED_DOCUMENTS_SLUG,
        where: {},
        user: doctor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('lets staff lock, see and release a document as the studio does', async () => {
    const lock = await lockAs(editor)
    const { docs } = await payload.find({
      collection: LOCKED_DOCUMENTS_SLUG,
      user: editor,
      overrideAccess: false,
    })
    expect(docs.map((d) => d.id)).toContain(lock.id)
    await payload.delete({
      collection: LOCKED_DOCUMENTS_SLUG,
      id: lock.id,
      user: editor,
      overrideAccess: false,
    })
  })
})
