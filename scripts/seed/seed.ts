import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import type { AudioJob } from '@payload-types'

import { DOCTOR_CATEGORIES, PATIENT_CATEGORIES } from '@/lib/categories/defaults'
import { importPostalCodes } from '@/lib/geo/postalCodes'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { markdownToLexical } from '@/lib/richtext/convert'
import { saveQuizTexts } from '@/lib/cme/quizTexts'
import { queueAudio } from '@/lib/jobs/enqueue'
import { asServer } from '@/lib/payload/readAs'

import { loadSeedArticles, loadSeedPages } from './content'
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from './demoAccounts'
import { loadSeedQuizzes } from './quizzes'
import { loadArticleTranslations, loadQuizTranslations } from './translations'
import { demoProfiles } from './demoProfiles'
import { seedGlossary } from './glossary'
import { coverImage } from './images'

// No cache to expire and no audio to queue while seeding.
const context = { disableRevalidate: true, disableAutoAudio: true }

/** Postal codes of the larger German cities (GeoNames, CC BY 4.0), for the demo search. */
const POSTAL_CODES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content',
  'geo',
  'postal-codes-de-cities.csv',
)

/** How many demo articles of each audience get an audio version. */
const DEMO_AUDIO_PER_AUDIENCE = 3

/** A demo article as the seed wrote it (`queueDemoAudio` picks from these). */
export type SeededArticle = { id: number; title: string; audience: 'doctor' | 'patient' }

/**
 * Queues the German audio of the first DEMO_AUDIO_PER_AUDIENCE demo articles of each
 * audience, so readers of the demo meet the player: made by the built-in engine
 * (espeak-ng) unless a speech provider is configured, by the workers of the running app
 * (the seed's own process ends first). Returns the queued jobs (an open job of the same
 * article is reused).
 */
export async function queueDemoAudio(
  payload: Payload,
  articles: SeededArticle[],
): Promise<AudioJob[]> {
  const chosen = (['doctor', 'patient'] as const).flatMap((audience) =>
    articles.filter((a) => a.audience === audience).slice(0, DEMO_AUDIO_PER_AUDIENCE),
  )
  const jobs: AudioJob[] = []
  for (const article of chosen)
    jobs.push(await queueAudio(payload, article, 'de', { runSoon: false }))
  return jobs
}

/** True when the database holds no article, category or user yet (a fresh install). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  for (const collection of ['articles', 'categories', 'users'] as const) {
    const { totalDocs } = await payload.count({
      collection,
      ...asServer('Seed: whether anything exists yet, counted as the server.'),
    })
    if (totalDocs > 0) return false
  }
  return true
}

/**
 * Writes the demo content: categories, 24 German articles with generated cover images,
 * the four static pages, and the demo admin and editor accounts. Callers decide when
 * seeding is allowed: `npm run dev`, and `npm start` only on the embedded database. With
 * `audio` (`npm run dev`, `npm run seed`; not the tests and benchmarks) it also queues the
 * German audio of a few demo articles (`queueDemoAudio`).
 */
export async function seedDemoContent(
  payload: Payload,
  log: (msg: string) => void = () => {},
  { audio = false }: { audio?: boolean } = {},
): Promise<void> {
  const editorConfig = await defaultEditorConfig(payload.config)
  // Content is read and checked before anything is written: a bad translation file stops
  // the seed with its name, not half-way through.
  const articles = loadSeedArticles()
  const quizzes = loadSeedQuizzes()
  const articleTranslations = loadArticleTranslations(articles)
  const quizTranslations = loadQuizTranslations(quizzes)

  const categoryIds = new Map<string, number>()
  for (const [index, def] of [...DOCTOR_CATEGORIES, ...PATIENT_CATEGORIES].entries()) {
    const doc = await payload.create({
      collection: 'categories',
      locale: 'de',
      context,
      data: {
        slug: def.slug,
        slugEn: def.slugEn,
        label: def.label,
        audience: def.audience,
        displayName: def.displayName.de,
        sortOrder: index,
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    await payload.update({
      collection: 'categories',
      id: doc.id,
      locale: 'en',
      context,
      data: { displayName: def.displayName.en },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    categoryIds.set(def.slugEn, doc.id)
  }
  log(`seeded ${categoryIds.size} categories`)
  log(`seeded ${await seedGlossary(payload, context)} glossary terms`)

  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    await payload.create({
      collection: 'users',
      context,
      disableVerificationEmail: true,
      data: {
        ...account,
        roles: [role as keyof typeof DEMO_ACCOUNTS],
        _verified: true,
        emailVerifiedAt: new Date().toISOString(),
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  }
  const doctor = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_ACCOUNTS.doctor.email } },
    limit: 1,
    ...asServer('Seed: the server writes the demo content as itself.'),
  })
  const oneYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString()
  await payload.create({
    collection: 'memberships',
    data: {
      user: doctor.docs[0]!.id,
      source: 'manual',
      status: 'active',
      currentPeriodEnd: oneYear,
      note: 'Demo-Mitgliedschaft (Seed)',
    },
    ...asServer('Seed: the server writes the demo content as itself.'),
  })
  await payload.create({
    collection: 'invitation-codes',
    data: { code: DEMO_INVITATION_CODE, maxUses: 100, uses: 0, note: 'Demo-Einladung (Seed)' },
    ...asServer('Seed: the server writes the demo content as itself.'),
  })
  log('seeded demo accounts and invitation code')

  const seededArticles: SeededArticle[] = []
  for (const [index, a] of articles.entries()) {
    const categoryId = categoryIds.get(a.category)
    if (!categoryId) throw new Error(`seed article ${a.slug}: unknown category ${a.category}`)
    const image = await payload.create({
      collection: 'media',
      context,
      data: { alt: `Illustration zum Artikel „${a.title}“` },
      file: {
        data: await coverImage(a.category, index),
        mimetype: 'image/png',
        name: `${a.slug}.png`,
        size: 0,
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    const created = await payload.create({
      collection: 'articles',
      locale: 'de',
      context,
      data: {
        title: a.title,
        slug: a.slug,
        abstract: a.abstract,
        body: markdownToLexical(a.body, editorConfig) as never,
        category: categoryId,
        isPremium: a.isPremium,
        authorName: a.author,
        publishedAt: a.publishedAt.toISOString(),
        image: image.id,
        featured: a.featured,
        trending: a.trending,
        likes: a.likes,
        evidenceLevel: a.evidenceLevel,
        topicClusterId: a.topic,
        keywords: a.keywords,
        hasVideo: a.hasVideo,
        videoUrl: a.hasVideo ? a.videoUrl : undefined,
        metaTitle: a.title,
        metaDescription: a.abstract.slice(0, 160),
        articleReferences: a.references,
        _status: 'published',
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    seededArticles.push({ id: created.id, title: a.title, audience: a.audience })
  }
  log(`seeded ${articles.length} articles`)
  if (audio)
    log(`queued audio for ${(await queueDemoAudio(payload, seededArticles)).length} articles`)

  // Versions of one topic for the other audience (a dentist article and its patient article).
  for (const a of articles.filter((x) => x.counterpart)) {
    const [self, other] = await Promise.all(
      [a.slug, a.counterpart!].map(async (slug) => {
        const { docs } = await payload.find({
          collection: 'articles',
          where: { slug: { equals: slug } },
          limit: 1,
          depth: 0,
          ...asServer('Seed: the server writes the demo content as itself.'),
        })
        if (!docs[0]) throw new Error(`seed counterpart: no article ${slug}`)
        return docs[0]
      }),
    )
    await payload.update({
      collection: 'articles',
      id: self!.id,
      locale: 'de',
      context,
      data: { counterpart: other!.id, _status: 'published' },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  }

  // Translations: stored as that language's version of the German article and published
  // with it. Those written and read through by the editorial team are saved as the demo
  // editor marking them reviewed, so the server records the editor as their reviewer
  // (collections/Articles/hooks/recordTranslationReview.ts); a machine translation is
  // stored as one, not reviewed, with the translator it came from.
  const editor = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_ACCOUNTS.editor.email } },
      limit: 1,
      depth: 0,
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  ).docs[0]
  for (const t of articleTranslations) {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: t.slug } },
      limit: 1,
      depth: 0,
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    await payload.update({
      collection: 'articles',
      id: docs[0]!.id,
      locale: t.locale,
      context: { ...context, serverWritesTranslator: true },
      ...(t.reviewed && editor ? { user: { ...editor, collection: 'users' as const } } : {}),
      data: {
        title: t.title,
        abstract: t.abstract,
        keywords: t.keywords,
        body: markdownToLexical(t.body, editorConfig) as never,
        metaTitle: t.title,
        metaDescription: t.abstract.slice(0, 160),
        translationOrigin: t.reviewed ? 'reviewed' : t.machineTranslatedBy ? 'machine' : 'original',
        translationProvider: t.machineTranslatedBy ?? null,
        _status: 'published',
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  }
  log(`seeded ${articleTranslations.length} article translations`)

  const quizIds = new Map<string, number>()
  for (const q of quizzes) {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: q.articleSlug } },
      limit: 1,
      depth: 0,
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    if (!docs[0]) throw new Error(`seed quiz: no article ${q.articleSlug}`)
    const quiz = await payload.create({
      collection: 'quizzes',
      locale: 'de',
      data: {
        article: docs[0].id,
        topic: q.topic,
        cmeCredits: q.cmeCredits,
        estimatedMinutes: q.estimatedMinutes,
        questions: q.questions.map(({ choices, ...rest }) => ({
          ...rest,
          choices: choices.map((text) => ({ text })),
        })),
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    quizIds.set(q.articleSlug, quiz.id)
  }
  for (const t of quizTranslations) {
    await saveQuizTexts(payload, quizIds.get(t.articleSlug)!, t.locale, t.questions)
  }
  log(`seeded ${quizzes.length} CME quizzes and ${quizTranslations.length} quiz translations`)

  const geo = await importPostalCodes(payload, readFileSync(POSTAL_CODES_FILE, 'utf8'))
  log(`imported ${geo.inserted} postal codes (GeoNames, CC BY 4.0)`)
  for (const { email, ...profile } of demoProfiles()) {
    const user = await payload.create({
      collection: 'users',
      disableVerificationEmail: true,
      data: {
        email,
        password: randomBytes(24).toString('base64url'),
        roles: ['doctor'],
        _verified: true,
        firstName: profile.name.split(' ')[1],
        lastName: profile.name.split(' ').at(-1),
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    await payload.create({
      collection: 'doctor-profiles',
      data: { ...profile, user: user.id, country: 'Deutschland', isPublic: true },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  }
  const demoDoctor = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_ACCOUNTS.doctor.email } },
      limit: 1,
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  ).docs[0]!
  await payload.create({
    collection: 'doctor-profiles',
    data: {
      user: demoDoctor.id,
      name: 'Dr. Dora Doktor',
      practiceName: 'Zahnarztpraxis Doktor (Demo)',
      address: 'Invalidenstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      phone: '+49 30 5550000',
      website: 'https://praxis-doktor.example',
      specialties: ['Parodontologie', 'Prävention'],
      isPublic: true,
      verified: true,
    },
    ...asServer('Seed: the server writes the demo content as itself.'),
  })
  log('seeded demo dentist profiles')

  // German is the legally binding version (default locale); English is what languages
  // without a text of their own show. Both published: readers see published pages only.
  for (const p of loadSeedPages()) {
    const content = (lang: 'de' | 'en') =>
      markdownToLexical(p.translations[lang].body, editorConfig) as never
    const page = await payload.create({
      collection: 'pages',
      context,
      locale: 'de',
      data: {
        title: p.translations.de.title,
        slug: p.slug,
        content: content('de'),
        _status: 'published',
      },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      context,
      locale: 'en',
      data: { title: p.translations.en.title, content: content('en'), _status: 'published' },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  }
  log('seeded static pages')
}
