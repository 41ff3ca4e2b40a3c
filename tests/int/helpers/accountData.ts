import type { Payload } from 'payload'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'

import { award, PDF_BYTES, sendForm } from './cmeAccountForms'
import { dentist, employ, practiceOf, type Dentist } from './practiceSupport'

/** What `seededDentist` created: the dentist and the ids of each kind of record. */
export type SeededDentist = Dentist & {
  profileId: number
  profileSlug: string
  creditId: number
  certificateId: string
  attemptId: number
  externalId: number
  externalFile: string
  ownPracticeId: number
  otherPracticeId: number
  subscriberId: number
  newsletterId: number
  membershipId: number
  subscriptionId: string
}

/**
 * A dentist with one record of every kind the journal keeps about an account: a public
 * profile, an awarded CME credit and a submitted quiz attempt, an uploaded external
 * certificate (with its file), a practice of her own and a membership in a colleague's
 * practice (sharing `status`), a confirmed newsletter subscription with one issue sent to
 * it (counted: opened, two clicks) and a Stripe membership (`sub_<label>`, customer
 * `cus_<label>`).
 */
export async function seededDentist(payload: Payload, label: string): Promise<SeededDentist> {
  const me = await dentist(payload, label)
  const colleague = await dentist(payload, `${label}-colleague`)
  const now = new Date().toISOString()
  await payload.update({
    collection: 'users',
    id: me.user.id,
    data: { efn: null, cmeChamber: 'hessen', stripeCustomerId: `cus_${label}` },
  })
  const profile = await payload.create({
    collection: 'doctor-profiles',
    data: {
      user: me.user.id,
      name: 'Dr. Clara Krone',
      city: 'Magdeburg',
      postalCode: '39104',
      isPublic: true,
    },
  })
  const credit = await award(payload, me.user, 'Parodontitis heute', 2, now)
  const quiz = credit.quiz as number
  const attempt = await payload.create({
    collection: 'quiz-attempts',
    data: {
      user: me.user.id,
      quiz,
      attemptNumber: 1,
      status: 'submitted',
      layout: { questions: [0], choiceOrder: [[0, 1]] },
      answers: { 0: 1 },
      score: 1,
      passed: true,
      submittedAt: now,
    },
  })
  const uploaded = await sendForm(addCertificate, {
    cookie: me.cookie,
    file: { name: 'kongress.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
  })
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`)
  const external = await payload.findByID({
    collection: EXTERNAL_CERTIFICATES,
    id: Number(uploaded.json.id),
  })
  const ownPracticeId = await practiceOf(me, `Praxis ${label}`)
  const otherPracticeId = await practiceOf(colleague, `Praxis ${label}-colleague`)
  await employ(payload, colleague, otherPracticeId, me, 'status')
  const subscriber = await payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email: me.user.email.toLowerCase(),
      status: 'confirmed',
      locale: 'de',
      source: 'footer',
      requestedAt: now,
      consentAt: now,
      consentIpHash: 'hash-consent',
    },
  })
  // One issue sent to that address with counting allowed: opened, and two clicks.
  const issue = await payload.create({
    collection: 'newsletters',
    data: { subject: `Ausgabe ${label}`, audience: 'doctor', kind: 'issue', status: 'sent' },
  })
  await payload.create({
    collection: 'newsletter-deliveries',
    data: {
      newsletter: issue.id,
      subscriber: subscriber.id,
      email: subscriber.email,
      locale: 'de',
      status: 'sent',
      sentAt: now,
      tracked: true,
      openedAt: now,
      clickedAt: now,
      clicks: 2,
    },
  })
  const subscriptionId = `sub_${label}`
  const membership = await payload.create({
    collection: 'memberships',
    data: {
      user: me.user.id,
      source: 'stripe',
      status: 'active',
      stripeCustomerId: `cus_${label}`,
      stripeSubscriptionId: subscriptionId,
      currentPeriodEnd: new Date(Date.now() + 300 * 24 * 3600 * 1000).toISOString(),
    },
  })
  return {
    ...me,
    profileId: profile.id,
    profileSlug: profile.slug as string,
    creditId: credit.id,
    certificateId: credit.certificateId as string,
    attemptId: attempt.id,
    externalId: external.id,
    externalFile: external.filename as string,
    ownPracticeId,
    otherPracticeId,
    subscriberId: subscriber.id,
    newsletterId: issue.id,
    membershipId: membership.id,
    subscriptionId,
  }
}
