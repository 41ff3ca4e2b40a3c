import { NextResponse } from 'next/server'

/**
 * Error answer with a stable machine-readable `code` beside the (German) `message`:
 * status `status` (4xx) and JSON `{ code, message }`. The browser translates by `code`;
 * the message is for logs and for clients without a translation.
 */
export function jsonCodedError(status: number, code: string, message: string): NextResponse {
  return NextResponse.json({ code, message }, { status })
}
