/**
 * The HTTP status of an error thrown by a Payload operation (`APIError` and subclasses:
 * AuthenticationError 401, UnverifiedEmail 403, ValidationError 400, "token invalid" 403),
 * or null for anything else. Checked by shape, not `instanceof`: `next build` may bundle
 * Payload's error classes into more than one chunk, and minifies their names.
 */
export function payloadErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null
  const { status, isOperational } = error as { status?: unknown; isOperational?: unknown }
  return isOperational === true && typeof status === 'number' ? status : null
}

/** The field paths of a Payload ValidationError (e.g. `['email']`), else []. */
export function validationErrorPaths(error: unknown): string[] {
  if (payloadErrorStatus(error) !== 400) return []
  const errors = (error as { data?: { errors?: { path?: unknown }[] } }).data?.errors
  return Array.isArray(errors) ? errors.map((e) => String(e.path)) : []
}
