import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { findCategoryArticles, findRenderedArticle } from '@/lib/articles/reads'
import { forReader } from '@/lib/articles/serialize'
import { readerFrom } from '@/lib/auth/reader'

import { freshIp } from '../helpers/http'
import { createUser, richText, testPayload } from '../helpers/payload'
import { signedInDoctor } from '../helpers/quiz'

const restGet = REST_GET(config)
const graphql = GRAPHQL_POST(config)
let payload: Payload
let categorySlug: string
let premium: { id: number; videoUrl: string }
let free: { id: number; videoUrl: string }
let editorJwt: string
let member: { cookie: string }
let nonMember: { cookie: string }

async function jwtOf(user: User): Promise<string> {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'test-password-123' },
  })
  return token!
}

async function videoArticle(isPremium: boolean, categoryId: number) {
  const videoUrl = `https://videos.test.example/${isPremium ? 'premium' : 'free'}-${Date.now()}.mp4`
  const doc = await payload.create({
    collection: 'articles',
    data: {
      title: `${isPremium ? 'Premium' : 'Frei'}: Video zur Wurzelkanalbehandlung`,
      body: await richText(payload, 'Erster Absatz.\n\nZweiter Absatz.\n\nDritter Absatz.'),
      category: categoryId,
      authorName: 'Dr. Test',
      audience: 'doctor',
      isPremium,
      hasVideo: true,
      videoUrl,
      _status: 'published',
    },
  })
  return { id: doc.id, videoUrl }
}

/** Payload's REST API (`/api/cms/articles/{id}`) with an optional `Authorization: JWT`. */
async function cmsArticle(id: number, jwt?: string, cookie?: string): Promise<string> {
  const headers = new Headers({ 'x-forwarded-for': freshIp() })
  if (jwt) headers.set('authorization', `JWT ${jwt}`)
  if (cookie) headers.set('cookie', cookie)
  const path = ['articles', String(id)]
  const res = await restGet(
    new Request(`http://localhost/api/cms/${path.join('/')}`, { headers }),
    {
      params: Promise.resolve({ slug: path }),
    },
  )
  expect(res.status).toBe(200)
  return res.text()
}

/** Payload's GraphQL API asking for the article's video link. */
async function graphqlArticle(id: number, jwt?: string): Promise<string> {
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': freshIp() })
  if (jwt) headers.set('authorization', `JWT ${jwt}`)
  const res = await graphql(
    new Request('http://localhost/api/cms/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: `{ Article(id: ${id}) { title hasVideo videoUrl } }` }),
    }),
  )
  return res.text()
}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { audience: { equals: 'doctor' } },
    limit: 1,
    depth: 0,
  })
  const category = docs[0]!
  categorySlug = category.slugEn!
  premium = await videoArticle(true, category.id)
  free = await videoArticle(false, category.id)
  editorJwt = await jwtOf(await createUser(payload, 'editor'))
  member = await signedInDoctor(payload, { label: 'video-member' })
  nonMember = await signedInDoctor(payload, { label: 'video-reader', member: false })
})

describe('the video link of a premium article is gated like its body', () => {
  it("Payload's REST and GraphQL API show it only to staff and members", async () => {
    expect(await cmsArticle(premium.id)).not.toContain(premium.videoUrl)
    expect(await cmsArticle(premium.id, undefined, nonMember.cookie)).not.toContain(
      premium.videoUrl,
    )
    expect(await graphqlArticle(premium.id)).not.toContain(premium.videoUrl)

    expect(await cmsArticle(premium.id, editorJwt)).toContain(premium.videoUrl)
    expect(await cmsArticle(premium.id, undefined, member.cookie)).toContain(premium.videoUrl)
    expect(await graphqlArticle(premium.id, editorJwt)).toContain(premium.videoUrl)

    // A free article's video is as public as its body.
    expect(await cmsArticle(free.id)).toContain(free.videoUrl)
  })

  // The product API (`GET /api/articles/{id}`) answers `forReader(rendered, readerFrom(headers))`
  // and the cached article page renders `forReader(rendered, null)`: both are checked here
  // with the reads behind them (Next's data cache is not available outside Next).
  it('the product API and the cached page send it only to readers who may read the body; hasVideo still tells everyone', async () => {
    const rendered = (await findRenderedArticle(payload, premium.id, 'de'))!
    const as = async (cookie?: string) =>
      forReader(rendered, cookie ? await readerFrom(new Headers({ cookie })) : null)

    const page = await as()
    expect(page).toMatchObject({ gated: true, hasVideo: true, videoUrl: null })
    expect(JSON.stringify(page)).not.toContain(premium.videoUrl)
    expect(await as(nonMember.cookie)).toMatchObject({
      gated: true,
      hasVideo: true,
      videoUrl: null,
    })
    expect(await as(member.cookie)).toMatchObject({ gated: false, videoUrl: premium.videoUrl })

    const freeRendered = (await findRenderedArticle(payload, free.id, 'de'))!
    expect(forReader(freeRendered, null)).toMatchObject({ gated: false, videoUrl: free.videoUrl })
  })

  it('article lists (the same for every reader) carry hasVideo but no premium video link', async () => {
    const list = (await findCategoryArticles(payload, categorySlug, 'de'))!
    expect(list.find((a) => a.id === premium.id)).toMatchObject({ hasVideo: true, videoUrl: null })
    expect(JSON.stringify(list)).not.toContain(premium.videoUrl)
    expect(list.find((a) => a.id === free.id)).toMatchObject({ videoUrl: free.videoUrl })
  })
})
