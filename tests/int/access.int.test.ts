import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'

import { loadSeedArticles } from '../../scripts/seed/content'
import { createUser, testPayload } from './helpers/payload'

let payload: Payload
let users: Record<'admin' | 'editor' | 'doctor', User>
let premiumId: number
let freeDoctorId: number
let patientId: number
let draftId: number
let categoryId: number

beforeAll(async () => {
  payload = await testPayload()
  users = {
    admin: await createUser(payload, 'admin'),
    editor: await createUser(payload, 'editor'),
    doctor: await createUser(payload, 'doctor'),
  }
  const seeded = loadSeedArticles().map((a) => a.slug)
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { in: seeded } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  premiumId = docs.find((a) => a.audience === 'doctor' && a.isPremium)!.id
  freeDoctorId = docs.find((a) => a.audience === 'doctor' && a.isPremium === false)!.id
  patientId = docs.find((a) => a.audience === 'patient')!.id
  categoryId = docs[0]!.category as number
  const draft = await payload.create({
    collection: 'articles',
    draft: true,
    data: {
      title: 'Entwurf zur Zugriffsprüfung',
      body: undefined as never,
      category: categoryId,
      authorName: 'Test',
      _status: 'draft',
    },
  })
  draftId = draft.id
})

const readAs = (user: User | null, id: number) =>
  payload.findByID({
    collection: 'articles',
    id,
    overrideAccess: false,
    user: user ?? undefined,
    depth: 0,
    draft: false,
  })

describe('articles: who reads what', () => {
  it('visitors and doctors read published articles but never the body of a premium one', async () => {
    for (const user of [null, users?.doctor]) {
      const premium = await readAs(user ?? null, premiumId)
      expect(premium.title).toBeTruthy()
      expect(premium.body).toBeUndefined()
    }
  })
  it('visitors read the full body of free doctor articles and of patient articles', async () => {
    expect((await readAs(null, freeDoctorId)).body?.root.children.length).toBeGreaterThan(2)
    expect((await readAs(null, patientId)).body?.root.children.length).toBeGreaterThan(2)
  })
  it('editors and admins read the body of premium articles', async () => {
    expect((await readAs(users.editor, premiumId)).body?.root).toBeDefined()
    expect((await readAs(users.admin, premiumId)).body?.root).toBeDefined()
  })
  it('only staff see drafts, also when asking for the draft version', async () => {
    await expect(readAs(null, draftId)).rejects.toThrow()
    await expect(readAs(users.doctor, draftId)).rejects.toThrow()
    for (const user of [undefined, users.doctor]) {
      await expect(
        payload.findByID({
          collection: 'articles',
          id: draftId,
          draft: true,
          overrideAccess: false,
          user,
        }),
      ).rejects.toThrow()
      const premium = await payload.findByID({
        collection: 'articles',
        id: premiumId,
        draft: true,
        overrideAccess: false,
        user,
      })
      expect(premium.body).toBeUndefined()
    }
    await expect(
      payload.findVersions({ collection: 'articles', overrideAccess: false, user: users.doctor }),
    ).rejects.toThrow()
    await expect(
      payload.findByID({
        collection: 'articles',
        id: premiumId,
        locale: 'all',
        overrideAccess: false,
      }),
    ).rejects.toThrow('only available to editors')
    const allLocales = await payload.findByID({
      collection: 'articles',
      id: premiumId,
      locale: 'all',
      overrideAccess: false,
      user: users.editor,
    })
    expect(allLocales.body).toBeDefined()
    const { totalDocs } = await payload.find({
      collection: 'articles',
      where: { id: { equals: draftId } },
      draft: true,
      overrideAccess: false,
      user: users.editor,
    })
    expect(totalDocs).toBe(1)
  })
  it('only staff create, update and delete articles', async () => {
    const data = {
      title: 'Unerlaubt',
      category: categoryId,
      authorName: 'X',
      body: undefined as never,
    }
    await expect(
      payload.create({ collection: 'articles', data, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'articles', data, overrideAccess: false, user: users.doctor }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'articles',
        id: premiumId,
        data: { likes: 1 },
        overrideAccess: false,
        user: users.doctor,
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'articles',
      id: draftId,
      data: { likes: 3 },
      draft: true,
      overrideAccess: false,
      user: users.editor,
    })
    expect(updated.likes).toBe(3)
    await expect(
      payload.delete({
        collection: 'articles',
        id: draftId,
        overrideAccess: false,
        user: users.doctor,
      }),
    ).rejects.toThrow()
  })
})

describe('users: roles and privacy', () => {
  it('a doctor reads only their own account', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      overrideAccess: false,
      user: users.doctor,
    })
    expect(docs.map((u) => u.id)).toEqual([users.doctor.id])
  })
  it('an admin reads every account; visitors read none', async () => {
    const all = await payload.find({
      collection: 'users',
      overrideAccess: false,
      user: users.admin,
    })
    expect(all.totalDocs).toBeGreaterThanOrEqual(5)
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
  it('a doctor cannot make themselves admin', async () => {
    const after = await payload.update({
      collection: 'users',
      id: users.doctor.id,
      data: { roles: ['admin'] },
      overrideAccess: false,
      user: users.doctor,
    })
    expect(after.roles).toEqual(['doctor'])
  })
  it('editors cannot create or delete accounts', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@test.example', password: 'abcdefgh1', roles: ['doctor'] },
        overrideAccess: false,
        user: users.editor,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({
        collection: 'users',
        id: users.doctor.id,
        overrideAccess: false,
        user: users.editor,
      }),
    ).rejects.toThrow()
  })
})

describe('categories, pages and media: public read, staff write', () => {
  it('anyone reads them; visitors and doctors cannot change them', async () => {
    for (const collection of ['categories', 'pages', 'media'] as const) {
      const { totalDocs } = await payload.find({ collection, overrideAccess: false })
      expect(totalDocs, collection).toBeGreaterThan(0)
    }
    await expect(
      payload.update({
        collection: 'categories',
        id: categoryId,
        data: { sortOrder: 9 },
        overrideAccess: false,
        user: users.doctor,
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'categories',
      id: categoryId,
      data: { sortOrder: 0 },
      overrideAccess: false,
      user: users.editor,
    })
    expect(updated.sortOrder).toBe(0)
  })
})

describe('studio collections', () => {
  it('translation and audio jobs: staff read them, nobody writes them through the API', async () => {
    for (const collection of ['translation-jobs', 'audio-jobs'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
      await expect(
        payload.find({ collection, overrideAccess: false, user: users.doctor }),
      ).rejects.toThrow()
      await expect(
        payload.find({ collection, overrideAccess: false, user: users.editor }),
      ).resolves.toBeDefined()
    }
    await expect(
      payload.create({
        collection: 'translation-jobs',
        data: { subject: 'uiStrings', locale: 'en', status: 'done' },
        overrideAccess: false,
        user: users.admin,
      }),
    ).rejects.toThrow()
  })

  it("Payload's job endpoints: queue and cancel for staff only, run for nobody (jobs are claimed with a lease)", async () => {
    const access = payload.config.jobs.access!
    for (const rule of [access.queue!, access.cancel!]) {
      expect(await rule({ req: { user: users.doctor } as never })).toBe(false)
      expect(await rule({ req: { user: null } as never })).toBe(false)
      expect(await rule({ req: { user: users.editor } as never })).toBe(true)
    }
    // Payload's run endpoint would take jobs without the lease (src/lib/jobs/claim.ts).
    for (const user of [null, users.doctor, users.editor, users.admin])
      expect(await access.run!({ req: { user } as never })).toBe(false)
  })

  it('UI strings are public to read and editable by staff only; the glossary is for staff', async () => {
    const { docs } = await payload.find({
      collection: 'ui-strings',
      where: { key: { equals: 'Home.bannerTitle' } },
      overrideAccess: false,
    })
    expect(docs[0]?.text).toBe('Evidenzbasierte Zahnmedizin')
    await expect(
      payload.update({
        collection: 'ui-strings',
        id: docs[0]!.id,
        locale: 'ja',
        data: { text: 'x' },
        overrideAccess: false,
        user: users.doctor,
      }),
    ).rejects.toThrow()
    const edited = await payload.update({
      collection: 'ui-strings',
      id: docs[0]!.id,
      locale: 'ja',
      data: { text: 'エビデンスに基づく歯科' },
      overrideAccess: false,
      user: users.editor,
    })
    expect(edited.text).toBe('エビデンスに基づく歯科')
    await expect(
      payload.find({ collection: 'glossary-terms', overrideAccess: false, user: users.doctor }),
    ).rejects.toThrow()
  })
})
