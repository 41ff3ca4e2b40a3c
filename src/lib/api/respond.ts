import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { API_ERRORS, type ApiErrorCode } from './errorCodes'

/** Body of every error answer of the product API (`issues` only for rejected input). */
export type ApiErrorBody = { code: ApiErrorCode; message: string; issues?: z.core.$ZodIssue[] }

/**
 * Error answer of the product API: the status code with JSON `{ "code", "message" }`,
 * plus the zod `issues` for invalid input. `code` is one of `API_ERRORS` (stable, the
 * browser shows its own translation of it); `message` defaults to that code's German text
 * and is the fallback for clients without a catalogue.
 */
export function jsonError(
  status: number,
  code: ApiErrorCode,
  message: string = API_ERRORS[code],
  issues?: z.core.$ZodIssue[],
): NextResponse {
  const body: ApiErrorBody = issues ? { code, message, issues } : { code, message }
  return NextResponse.json(body, { status })
}

/** A JSON answer (status 200 unless `status`, e.g. 201/202) with an optional Cache-Control header (seconds of shared caching). */
export function jsonOk<T>(
  body: T,
  init?: { sMaxAge?: number; private?: boolean; status?: number },
): NextResponse {
  const headers = new Headers()
  if (init?.private) headers.set('Cache-Control', 'private, no-store')
  else if (init?.sMaxAge)
    headers.set('Cache-Control', `public, s-maxage=${init.sMaxAge}, stale-while-revalidate=60`)
  return NextResponse.json(body, { headers, status: init?.status ?? 200 })
}
