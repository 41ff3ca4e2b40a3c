import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { AudioJobs } from './collections/AudioJobs'
import { GlossaryTerms } from './collections/GlossaryTerms'
import { ImportRecords } from './collections/ImportRecords'
import { Imports } from './collections/Imports'
import { journalRedirects } from './collections/redirects'
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE } from './collections/Media/hooks/limitMediaSize'
import { restrictEditLocksToStaff } from './collections/lockedDocuments'
import { TranslationJobs } from './collections/TranslationJobs'
import { UiStrings } from './collections/UiStrings'
import { Categories } from './collections/Categories'
import { EmailOutbox } from './collections/EmailOutbox'
import { Settings } from './collections/globals/Settings'
import { InvitationCodes } from './collections/InvitationCodes'
import { InvitationRequests } from './collections/InvitationRequests'
import { LoginTokens } from './collections/LoginTokens'
import { CmeCredits } from './collections/CmeCredits'
import { CmeExternalCertificates } from './collections/CmeExternalCertificates'
import { CmeReminders } from './collections/CmeReminders'
import { DoctorProfiles } from './collections/DoctorProfiles'
import { Memberships } from './collections/Memberships'
import { NewsletterDeliveries } from './collections/NewsletterDeliveries'
import { Newsletters } from './collections/Newsletters'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { QuizAttempts } from './collections/QuizAttempts'
import { Quizzes } from './collections/Quizzes'
import { StripeEvents } from './collections/StripeEvents'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PracticeInvitations } from './collections/PracticeInvitations'
import { PracticeMembers } from './collections/PracticeMembers'
import { Practices } from './collections/Practices'
import { GERMAN_DATE_TIME_FORMAT } from './collections/fields/germanDate'
import { PostalCodes } from './collections/PostalCodes'
import { Users } from './collections/Users'
import { DEFAULT_LOCALE, LANGUAGES } from './src/i18n/locales'
import { watchPoolErrors } from './src/lib/db/poolErrors'
import { databaseOutageAnswer } from './src/lib/payload/outageAnswer'
import { keepFieldErrorsInAnswer } from './src/lib/payload/fieldErrorsAnswer'
import { codedErrorAnswer } from './src/lib/payload/codedErrorAnswer'
import { emailAdapter } from './src/lib/email/adapter'
import { mediaStoragePlugin } from './src/lib/media/objectStorage'
import { jobsConfig } from './src/lib/jobs/tasks'
import { keepStudioGermanOverEditors, studioI18n } from './src/lib/admin/studioI18n'
import { studioTimestamps } from './src/lib/admin/studioTimestamps'
import { PAYLOAD_API_ROUTE } from './src/lib/payload/routes'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Payload configuration: collections, 45-language localization, PostgreSQL.
 * Payload's own REST/GraphQL API lives under `/api/cms` so that the product API
 * (`/api/articles/...`) owns `/api/*`.
 * Schema changes always come with a committed migration (`npm run migrate:create`);
 * push mode is off everywhere, so the schema changes only through migrations.
 */
export default buildConfig({
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Dentaljournal Studio' },
    components: {
      beforeDashboard: ['/components/studio/StudioDashboard#StudioDashboard'],
      // "Import" (admins): moving an existing journal in (docs/operations.md).
      afterNavLinks: ['/components/studio/ImportNavLink#ImportNavLink'],
      views: {
        import: { Component: '/components/studio/ImportView#ImportView', path: '/import' },
      },
      // The navigation stays open beside the page from 1280 px (Payload: from 1441 px).
      // New documents open in German; another content language is named in a coloured bar.
      providers: [
        '/components/studio/OpenNavOnWideScreens.client#OpenNavOnWideScreens',
        '/components/studio/ContentLanguageGuard.client#ContentLanguageGuard',
      ],
      graphics: {
        Logo: '/components/studio/StudioLogo#StudioLogo',
        Icon: '/components/studio/StudioLogo#StudioIcon',
      },
    },
    // List cells and version dates in German form (date-fns pattern), like the date fields.
    dateFormat: GERMAN_DATE_TIME_FORMAT,
    // Planned publications are entered and listed in Berlin time (the journal's time zone).
    timezones: {
      supportedTimezones: [{ label: 'Berlin (MEZ/MESZ)', value: 'Europe/Berlin' }],
      defaultTimezone: 'Europe/Berlin',
    },
  },
  routes: { api: PAYLOAD_API_ROUTE },
  // Payload's own cost check for GraphQL (relationship fields count 10, other fields 1),
  // for every caller; visitors and dentists meet stricter limits first: root fields,
  // fields, nesting and list sizes (src/lib/payload/readLimits.ts, docs/security.md).
  graphQL: { maxComplexity: 500 },
  // Cross-site requests that change state are refused for every path in src/proxy.ts.
  // Payload's `csrf` list is left empty on purpose: with it, Payload ignores the session
  // cookie on any request without an Origin or Sec-Fetch-Site header (server-side callers,
  // older browsers), and reads are protected by the browser's same-origin policy anyway.
  // `serverURL` stays unset: Payload would store absolute media URLs tied to one host.
  // The studio is German; English labels stay in the configs for a later switch.
  i18n: studioI18n,
  collections: [
    Articles,
    Categories,
    Quizzes,
    QuizAttempts,
    CmeCredits,
    CmeExternalCertificates,
    CmeReminders,
    AudioJobs,
    Pages,
    Media,
    TranslationJobs,
    UiStrings,
    GlossaryTerms,
    Users,
    DoctorProfiles,
    InvitationCodes,
    InvitationRequests,
    LoginTokens,
    Memberships,
    Practices,
    PracticeMembers,
    PracticeInvitations,
    StripeEvents,
    PostalCodes,
    EmailOutbox,
    NewsletterSubscribers,
    Newsletters,
    NewsletterDeliveries,
    Imports,
    ImportRecords,
  ],
  globals: [Settings],
  jobs: jobsConfig,
  editor: lexicalEditor(),
  localization: {
    locales: LANGUAGES.map((l) => ({
      code: l.code,
      label: l.displayName,
      rtl: 'rtl' in l ? l.rtl : false,
    })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  secret: process.env.PAYLOAD_SECRET ?? '',
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL ?? '',
      // An unreachable database fails a request after 10 s (503) instead of hanging on TCP.
      connectionTimeoutMillis: 10_000,
    },
    migrationDir: path.resolve(dirname, 'migrations'),
    push: false,
    // Reads go to these replicas (comma-separated connection strings) when set; writes,
    // and reads shortly after a write, stay on DATABASE_URL.
    readReplicas: process.env.DATABASE_READ_REPLICA_URLS?.split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  }),
  // A refused save names its fields in the REST answer in every build (the studio marks them).
  // A hook's refusal with one of our codes answers `{ code, message }` like the product API.
  // While PostgreSQL is unreachable, REST answers 503 with Retry-After (not 500).
  hooks: { afterError: [keepFieldErrorsInAnswer, codedErrorAnswer, databaseOutageAnswer] },
  // A connection that breaks while idle (database restart) is logged, never a crash.
  onInit: (payload) => watchPoolErrors(payload),
  email: emailAdapter,
  // Payload's multipart parser stops larger uploads before the Media hook sees them: same
  // limit, same German message.
  upload: { limits: { fileSize: MEDIA_MAX_BYTES }, responseOnLimit: MEDIA_TOO_LARGE_MESSAGE },
  sharp,
  // Uploads in a private S3 bucket when S3_BUCKET is set (docs/operations.md), else MEDIA_DIR.
  // Timestamp columns of every list in German time (src/lib/admin/studioTimestamps.ts).
  // The redirects collection (old addresses of an imported journal, src/proxy.ts answers them).
  plugins: [mediaStoragePlugin(), journalRedirects, studioTimestamps],
  telemetry: false,
})
  .then(restrictEditLocksToStaff)
  // The editor's German strings are merged while the config is built; ours must come last.
  .then(keepStudioGermanOverEditors)
