import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as share } from '@/app/api/practices/[id]/members/me/route'
import { GET as listPractices } from '@/app/api/practices/route'
import { asReader, asServer } from '@/lib/payload/readAs'

import { award } from './helpers/cmeAccountForms'
import { callRoute, smtpServerForFile } from './helpers/http'
import { testPayload } from './helpers/payload'
import {
  dentist,
  detail,
  memberView,
  today,
  upload,
  employ,
  graphqlAs,
  practiceOf,
  restAs,
} from './helpers/practiceSupport'

/*
 * What a practice sees of an employed dentist (docs/product.md, "Practices"): each
 * dentist decides per practice — nothing, the status, or the certificates — and the one
 * rule behind it holds alike for the product API, Payload's REST API and GraphQL.
 */

// Invitations are mailed: a local SMTP server receives them for this file.
smtpServerForFile()
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('What a practice sees of an employed dentist', () => {
  it('follows the dentist’s consent in the product API, REST and GraphQL, at once', async () => {
    const owner = await dentist(payload, 'pr-owner')
    const id = await practiceOf(owner, 'Praxis Einwilligung')
    const employee = await dentist(payload, 'pr-employee')
    const memberId = await employ(payload, owner, id, employee, 'none')
    const credit = await award(
      payload,
      employee.user,
      'Parodontitis heute',
      2,
      new Date().toISOString(),
    )
    const externalId = await upload(employee, 'Endodontie-Kongress', today(), '16')
    const file = (
      await payload.findByID({
        collection: 'cme-external-certificates',
        id: externalId,
        ...asServer('test: the stored file name'),
      })
    ).filename as string

    const restCredits = () =>
      restAs(owner.jwt, `cme-credits?where[user][equals]=${employee.user.id}&depth=0`)
    const restExternal = () =>
      restAs(owner.jwt, `cme-external-certificates?where[user][equals]=${employee.user.id}&depth=0`)
    const gql = () =>
      graphqlAs(
        owner.jwt,
        `{ CmeCredits(where: { user: { equals: ${employee.user.id} } }) { docs { id credits moduleTitle certificateId } }
           CmeExternalCertificates(where: { user: { equals: ${employee.user.id} } }) { docs { id points title provider filename url } } }`,
      )
    const fileRoute = () => restAs(owner.jwt, `cme-external-certificates/file/${file}`)

    // none: the member, nothing else.
    let member = await memberView(owner, id, memberId)
    expect(member).toMatchObject({ name: 'Clara Krone', role: 'dentist', sharing: 'none' })
    expect(member?.cme).toBeUndefined()
    expect((await restCredits()).json.docs).toEqual([])
    expect((await restExternal()).json.docs).toEqual([])
    expect((await restAs(owner.jwt, `cme-credits/${credit.id}`)).status).toBe(404)
    let graph = await gql()
    expect(graph.data?.CmeCredits).toEqual({ docs: [] })
    expect(graph.data?.CmeExternalCertificates).toEqual({ docs: [] })
    expect((await fileRoute()).status).toBe(403)

    // status: period and points, no titles, no files.
    expect(
      (
        await callRoute(share, {
          method: 'PUT',
          cookie: employee.cookie,
          params: { id: String(id) },
          body: { sharing: 'status' },
        })
      ).json,
    ).toEqual({ sharing: 'status' })
    member = await memberView(owner, id, memberId)
    expect(member?.cme).toMatchObject({ points: 18, missing: 107 })
    expect(member?.cme?.light).toMatch(/^(green|amber|red)$/)
    expect(typeof member?.cme?.daysLeft).toBe('number')
    const statusCredits = (await restCredits()).json.docs as Record<string, unknown>[]
    expect(statusCredits).toHaveLength(1)
    expect(statusCredits[0]).toMatchObject({ credits: 2 })
    expect(statusCredits[0]).not.toHaveProperty('moduleTitle')
    expect(statusCredits[0]).not.toHaveProperty('certificateId')
    const statusExternal = (await restExternal()).json.docs as Record<string, unknown>[]
    expect(statusExternal[0]).toMatchObject({ points: 16, date: today() })
    for (const hidden of ['title', 'provider', 'filename', 'url'])
      expect(statusExternal[0]).not.toHaveProperty(hidden)
    const probe = await restAs(
      owner.jwt,
      `cme-external-certificates?where[title][like]=Endodontie&depth=0`,
    )
    expect(probe.status, 'a withheld field cannot be searched either').toBe(400)
    graph = await gql()
    const graphCredit = (graph.data?.CmeCredits as { docs: Record<string, unknown>[] }).docs[0]
    expect(graphCredit).toMatchObject({ credits: 2, moduleTitle: null, certificateId: null })
    const graphExternal = (
      graph.data?.CmeExternalCertificates as { docs: Record<string, unknown>[] }
    ).docs[0]
    expect(graphExternal).toMatchObject({ points: 16, title: null, filename: null, url: null })
    expect((await fileRoute()).status).toBe(403)

    // certificates: everything, the file included.
    await callRoute(share, {
      method: 'PUT',
      cookie: employee.cookie,
      params: { id: String(id) },
      body: { sharing: 'certificates' },
    })
    expect(((await restCredits()).json.docs as Record<string, unknown>[])[0]).toMatchObject({
      moduleTitle: 'Parodontitis heute',
    })
    expect(((await restExternal()).json.docs as Record<string, unknown>[])[0]).toMatchObject({
      title: 'Endodontie-Kongress',
      filename: file,
    })
    graph = await gql()
    expect(
      (graph.data?.CmeExternalCertificates as { docs: Record<string, unknown>[] }).docs[0],
    ).toMatchObject({ title: 'Endodontie-Kongress' })
    expect((await fileRoute()).status).toBe(200)

    // Withdrawn consent is effective at once.
    await callRoute(share, {
      method: 'PUT',
      cookie: employee.cookie,
      params: { id: String(id) },
      body: { sharing: 'none' },
    })
    expect((await restExternal()).json.docs).toEqual([])
    expect((await memberView(owner, id, memberId))?.cme).toBeUndefined()
    expect((await fileRoute()).status).toBe(403)

    // Only the dentist sets their sharing: not the owner through REST, not another member.
    const ownerTries = await payload
      .update({
        collection: 'practice-members',
        id: memberId,
        data: { sharing: 'certificates' },
        ...asReader({ ...owner.user, collection: 'users' }),
      })
      .then(
        () => 'written',
        () => 'refused',
      )
    expect(ownerTries).toBe('refused')
    expect((await memberView(owner, id, memberId))?.sharing).toBe('none')
  })

  it('keeps consent per practice for a dentist in several practices', async () => {
    const ownerA = await dentist(payload, 'pr-owner-a')
    const ownerB = await dentist(payload, 'pr-owner-b')
    const a = await practiceOf(ownerA, 'Praxis A')
    const b = await practiceOf(ownerB, 'Praxis B')
    const employee = await dentist(payload, 'pr-both')
    const inA = await employ(payload, ownerA, a, employee, 'certificates')
    const inB = await employ(payload, ownerB, b, employee, 'none')
    await upload(employee, 'Kinderzahnheilkunde kompakt', today(), '8')

    expect((await memberView(ownerA, a, inA))?.cme).toMatchObject({ points: 8 })
    expect((await memberView(ownerB, b, inB))?.cme).toBeUndefined()
    const seenByB = await restAs(
      ownerB.jwt,
      `cme-external-certificates?where[user][equals]=${employee.user.id}`,
    )
    expect(seenByB.json.docs).toEqual([])
    // Owner A cannot see practice B.
    expect((await detail(ownerA, b)).status).toBe(404)
    const mine = await callRoute(listPractices, { method: 'GET', cookie: employee.cookie })
    expect(
      (mine.json.practices as { id: number; sharing: string }[]).map((p) => [p.id, p.sharing]),
    ).toEqual([
      [a, 'certificates'],
      [b, 'none'],
    ])
  })
})
