import path from 'node:path'

import { mediaDir } from '@/lib/media/mediaDir'
import { privateFilesDir } from '@/lib/media/privateFilesDir'

/** Largest external certificate file a dentist may upload (bytes): 10 MB. */
export const MAX_CERTIFICATE_FILE_BYTES = 10 * 1024 * 1024

/** Slug of the collection of certificates earned elsewhere. */
export const EXTERNAL_CERTIFICATES = 'cme-external-certificates' as const

/** The file types a certificate may have (a scan or photo, or the provider's PDF). */
export const CERTIFICATE_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const

/** One of `CERTIFICATE_FILE_TYPES`. */
export type CertificateFileType = keyof typeof CERTIFICATE_FILE_TYPES

/** Name of the certificates' folder, on disk inside the private folder and in the bucket. */
export const CERTIFICATE_FOLDER = 'cme-certificates'

/**
 * Folder of external certificate files on local disk: `cme-certificates` in the private
 * folder (PRIVATE_FILES_DIR, outside MEDIA_DIR, see `privateFilesDir`). With S3 they are
 * objects under `<S3_PRIVATE_PREFIX>/cme-certificates` (see `certificateStoragePrefix`).
 */
export const certificateFilesDir = (): string => path.join(privateFilesDir(), CERTIFICATE_FOLDER)

/**
 * Where installations from before the private folder kept certificate files on local
 * disk: `cme-certificates` inside MEDIA_DIR, which the media route could reach. Read only
 * by the start-up move (`moveCertificateFilesOutOfMedia`).
 */
export const legacyCertificateFilesDir = (): string => path.join(mediaDir(), CERTIFICATE_FOLDER)

/**
 * The file extension of a stored certificate, from its recorded type (one of
 * `CERTIFICATE_FILE_TYPES`); `bin` for anything else, so a name or type a client once
 * chose never reaches a download name.
 */
export function certificateExtension(mimeType: string | null | undefined): string {
  return CERTIFICATE_FILE_TYPES[mimeType as CertificateFileType] ?? 'bin'
}

/** The Content-Type to serve a stored certificate with: its type if it is one of ours, else bytes. */
export function certificateContentType(mimeType: string | null | undefined): string {
  return mimeType && mimeType in CERTIFICATE_FILE_TYPES ? mimeType : 'application/octet-stream'
}

/**
 * The file type of `bytes` read from their first bytes (the magic numbers of PDF, JPEG,
 * PNG and WebP), never from a name or a declared type; null for anything else.
 */
export function sniffCertificateType(bytes: Uint8Array): CertificateFileType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
