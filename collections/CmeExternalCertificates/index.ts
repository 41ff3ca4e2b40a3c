import type { Access, CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { checkRole } from '@/lib/auth/roles'
import {
  CERTIFICATE_FILE_TYPES,
  certificateExtension,
  certificateFilesDir,
  EXTERNAL_CERTIFICATES,
  MAX_CERTIFICATE_FILE_BYTES,
} from '@/lib/cme/externalFiles'
import { parseDay } from '@/lib/cme/period'
import { missingFileAnswers404 } from '@/lib/media/missingFile'
import { objectStorageConfig } from '@/lib/media/objectStorage'
import { codedError } from '@/lib/payload/codedError'

import { adminOrOwner, isAdminField } from '../access'
import {
  fileFieldsBelowCertificates,
  sharedWithPractice,
  withholdBelowCertificates,
} from '../access/practices'
import { userField } from '../fields/userField'
import { limitPerDentist } from './hooks/limitPerDentist'
import { storeUnderRandomName } from './hooks/storeUnderRandomName'

/** BZÄK/DGZMK categories of CME activities (Leitsätze zur zahnärztlichen Fortbildung). */
export const CME_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const

const CATEGORY_LABELS: Record<(typeof CME_CATEGORIES)[number], string> = {
  A: 'A – Vortrag mit Diskussion',
  B: 'B – Kongress, mehrtägige Veranstaltung',
  C: 'C – Interaktive Fortbildung mit Lernerfolgskontrolle',
  D: 'D – Strukturierte Fortbildung über Print-, Online- oder audiovisuelle Medien',
  E: 'E – Selbststudium',
  F: 'F – Wissenschaftliche Veröffentlichungen und Vorträge',
  G: 'G – Hospitation',
  H: 'H – Curriculäre Fortbildung',
}

/** Signed-in users may add entries; whose they are is set by `ownedBySigner`. */
const signedIn: Access = ({ req }) => Boolean(req.user)

/**
 * A dentist's entries always belong to the dentist who writes them; only admins may name
 * another owner (in the studio). Without a signed-in user only the server's own writes
 * (Local API, access overridden) get here.
 */
const ownedBySigner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (!req.user || checkRole(['admin'], req.user)) return data
  if (operation === 'create') data.user = req.user.id
  return data
}

/**
 * Refuses a file above MAX_CERTIFICATE_FILE_BYTES (413 `certificate_file_too_large`) on
 * every write; the product route checks the size before reading the body, this covers the
 * studio and Payload's REST API.
 */
const limitFileSize: CollectionBeforeChangeHook = ({ req, data }) => {
  const size = req.file ? (req.file.size ?? req.file.data?.length ?? 0) : 0
  if (size > MAX_CERTIFICATE_FILE_BYTES) throw codedError(413, 'certificate_file_too_large')
  return data
}

const isoDay = (value: unknown) =>
  typeof value === 'string' && parseDay(value) !== null ? true : 'Datum als JJJJ-MM-TT'

/**
 * CME certificates a dentist earned elsewhere (congresses, courses, study clubs, other
 * journals), each with the uploaded certificate (PDF, JPEG, PNG or WebP, at most 10 MB;
 * stored as `<uuid>.<type>`, see `storeUnderRandomName`; at most 300 files and 500 MB per
 * dentist, see `limitPerDentist`). Private: the owner, admins and a practice the owner
 * shares with read them (with `status` consent only who, day, points and category; with
 * `certificates` consent the rest and the file; `sharedWithPractice`). The file is served
 * only through `/api/doctor/cme/certificates/{id}/file`
 * or Payload's file route after that same check, always as a download
 * (`Content-Disposition: attachment`). Files live in `certificateFilesDir()` (the private
 * folder, outside MEDIA_DIR) or, with S3, under `<S3_PRIVATE_PREFIX>/cme-certificates` in
 * the private bucket, never below the media folder. Deleting a user deletes their entries
 * and files (hook on `users`).
 */
export const CmeExternalCertificates: CollectionConfig = {
  slug: EXTERNAL_CERTIFICATES,
  labels: {
    singular: { de: 'Externer CME-Nachweis', en: 'External CME certificate' },
    plural: { de: 'Externe CME-Nachweise', en: 'External CME certificates' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'user', 'provider', 'date', 'points'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: {
    read: sharedWithPractice('status'),
    create: signedIn,
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: {
    beforeOperation: [storeUnderRandomName],
    beforeChange: [ownedBySigner, limitFileSize, limitPerDentist],
  },
  fields: withholdBelowCertificates<Field>(
    [
      { ...userField(), access: { update: isAdminField } },
      {
        name: 'title',
        label: { de: 'Titel', en: 'Title' },
        type: 'text',
        required: true,
        maxLength: 300,
      },
      {
        name: 'provider',
        label: { de: 'Anbieter', en: 'Provider' },
        type: 'text',
        required: true,
        maxLength: 200,
      },
      {
        name: 'date',
        label: { de: 'Datum (JJJJ-MM-TT)', en: 'Date (YYYY-MM-DD)' },
        type: 'text',
        required: true,
        index: true,
        validate: isoDay,
      },
      {
        name: 'points',
        label: { de: 'Punkte', en: 'Points' },
        type: 'number',
        required: true,
        min: 0,
        max: 200,
      },
      {
        name: 'category',
        label: { de: 'Kategorie', en: 'Category' },
        type: 'select',
        required: true,
        options: CME_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
      },
      {
        name: 'topic',
        label: { de: 'Thema', en: 'Topic' },
        type: 'text',
        maxLength: 200,
      },
    ],
    ['user', 'date', 'points', 'category'],
  ).concat(fileFieldsBelowCertificates()),
  upload: {
    staticDir: certificateFilesDir(),
    mimeTypes: Object.keys(CERTIFICATE_FILE_TYPES),
    filesRequiredOnCreate: true,
    // On local disk a missing file answers 404 here; on S3 the storage plugin does.
    handlers: objectStorageConfig() ? [] : [missingFileAnswers404(certificateFilesDir)],
    // A download under a name of ours: files stored before names were random keep the
    // name their uploader chose, which the browser would otherwise take from the address.
    modifyResponseHeaders: ({ headers }) => {
      const extension = certificateExtension(headers.get('Content-Type'))
      headers.set('Content-Disposition', `attachment; filename="CME-Nachweis.${extension}"`)
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
}
