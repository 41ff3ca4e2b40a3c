import { APIError } from 'payload'

import { API_ERRORS, type ApiErrorCode } from '@/lib/api/errorCodes'

/** What a coded error carries: its HTTP status, the stable code and the German message. */
export type CodedError = { status: number; code: ApiErrorCode; message: string }

/**
 * An error for a collection hook to throw when it refuses a write, carrying one of our
 * stable codes (`API_ERRORS`) beside Payload's `status` and `message` (default: the
 * code's German text). Payload's REST API answers it with the code at the top
 * (`codedErrorAnswer`), our product routes with `jsonError` (`codedErrorOf`). The name is
 * set explicitly: in the production build the class can be a second copy with a minified
 * name, and Payload recognises an APIError by either.
 */
export function codedError(
  status: number,
  code: ApiErrorCode,
  message: string = API_ERRORS[code],
): APIError {
  const error = new APIError(message, status, { code }, true)
  error.name = 'APIError'
  return error
}

/**
 * The status, code and message of an error `codedError` made (checked by shape, as
 * `payloadErrorStatus` does), or null for any other error.
 */
export function codedErrorOf(error: unknown): CodedError | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, data, message } = error as { status?: unknown; data?: unknown; message?: unknown }
  const code = (data as { code?: unknown } | null | undefined)?.code
  if (typeof status !== 'number' || typeof code !== 'string' || !(code in API_ERRORS)) return null
  return {
    status,
    code: code as ApiErrorCode,
    message: typeof message === 'string' ? message : API_ERRORS[code as ApiErrorCode],
  }
}
