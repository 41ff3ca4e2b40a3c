import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as createIssue } from '@/app/api/admin/newsletters/route'
import { GET as getIssue } from '@/app/api/admin/newsletters/[id]/route'
import { sendConfirmationText } from '@/components/studio/newsletterSendText'
import type { User } from '@payload-types'

import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor } from './helpers/studioJobs'

/**
 * The newsletter studio's send confirmation names the list, the languages and how many
 * confirmed subscribers a send now reaches; its article picker offers published articles
 * only, never a draft that is merely planned for publication.
 */
let payload: Payload
let editor: User
let token: string
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
  token = await tokenFor(payload, editor.email)
})
afterAll(() => janitor.removeAll())

describe('newsletter studio', () => {
  it('tells how many confirmed subscribers of the list a send reaches, in which languages', async () => {
    const stamp = Date.now()
    for (const [n, status] of [
      [1, 'confirmed'],
      [2, 'confirmed'],
      [3, 'pending'],
    ] as const)
      await payload.create({
        collection: 'newsletter-subscribers',
        data: {
          email: `studio-count-${stamp}-${n}@example.test`,
          status,
          audience: 'patient',
          locale: n === 2 ? 'tr' : 'de',
          requestedAt: new Date().toISOString(),
        } as never,
        overrideAccess: true,
      })
    const expected = await payload.count({
      collection: 'newsletter-subscribers',
      where: { and: [{ status: { equals: 'confirmed' } }, { audience: { equals: 'patient' } }] },
      overrideAccess: true,
    })
    const created = await callRoute(createIssue, {
      bearer: token,
      body: { subject: `Zählung ${stamp}`, audience: 'patient' },
    })
    expect(created.status).toBe(201)
    const answer = await callRoute(getIssue, {
      method: 'GET',
      bearer: token,
      params: { id: String(created.json.id) },
    })
    expect(answer.status).toBe(200)
    expect(answer.json.audienceSize).toBe(expected.totalDocs)
    const text = sendConfirmationText(answer.json as never)
    expect(text).toContain(
      `an ${expected.totalDocs} bestätigte Abonnenten des Patienten-Newsletters`,
    )
    expect(text).toMatch(/\(Deutsch, .*Türkisch.*\)/)
  })

  it('offers no planned draft in the article picker (its query: published, drafts considered)', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: `Geplant, nicht veröffentlicht ${Date.now()}`, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    janitor.track(draft.id)
    await payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      waitUntil: new Date(Date.now() + 86_400_000),
      input: { type: 'publish', doc: { relationTo: 'articles', value: String(draft.id) } },
    } as never)
    // what Payload's relationship field asks for: its filterOptions, with drafts considered
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [{ _status: { equals: 'published' } }, { id: { equals: draft.id } }] },
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toEqual([])
  })
})
