import { NextResponse } from 'next/server'
import type { z } from 'zod'

/**
 * Error answer of the product API: the status code with JSON
 * `{ "message": string }`, plus the zod `issues` for invalid input.
 */
export function jsonError(
  status: number,
  message: string,
  issues?: z.core.$ZodIssue[],
): NextResponse {
  return NextResponse.json(issues ? { message, issues } : { message }, { status })
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

/**
 * Error answer with a stable machine-readable `code` beside the German `message`:
 * `{ "code": string, "message": string }` with the 4xx `status`. The browser may show its
 * own translation for the code and falls back to the message.
 */
export function apiError(status: number, code: string, message: string): NextResponse {
  return NextResponse.json({ code, message }, { status })
}
