/** States of an import run (`GET /api/admin/imports/{id}`). */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const

export type ImportStatus = (typeof IMPORT_STATUSES)[number]
