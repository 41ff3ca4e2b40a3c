import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }
type ErrorWithFields = Error & { status?: number; data?: { errors?: FieldError[] } }

const hasFieldErrors = (error: ErrorWithFields): boolean =>
  Array.isArray(error.data?.errors) &&
  error.data.errors.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string')

/**
 * Keeps the refused fields in Payload's REST answer to a 4xx error (a ValidationError:
 * `{ errors: [{ name, message, data: { errors: [{ path, message, label }] } }] }`), which the
 * studio's form needs to mark each field with its message. Payload builds that answer only
 * when the error passes its `instanceof` check; in the production build the error class the
 * operation throws and the one the route handler checks can be different copies, and the
 * answer shrinks to `{ errors: [{ code, message }] }` (only a toast in the studio). Errors of 500
 * and errors without field errors keep Payload's answer.
 */
export const keepFieldErrorsInAnswer: AfterErrorHook = ({ error, result }) => {
  const refused = error as ErrorWithFields
  const status = refused.status ?? 500
  if (status < 400 || status >= 500 || !hasFieldErrors(refused)) return
  if (result?.errors?.some((e) => 'data' in e && e.data)) return
  return {
    response: { errors: [{ name: refused.name, message: refused.message, data: refused.data }] },
    status,
  }
}
