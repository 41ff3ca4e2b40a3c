import type { AfterErrorHook } from 'payload'

import { codedErrorOf } from './codedError'

/**
 * Payload's REST answer to an error a hook threw with `codedError`: the status with
 * `{ code, message }` as the product API answers, plus Payload's own `errors` list, which
 * the studio shows. Every other error keeps Payload's answer.
 */
export const codedErrorAnswer: AfterErrorHook = ({ error, result }) => {
  const coded = codedErrorOf(error)
  if (!coded || coded.status < 400 || coded.status >= 500) return
  return {
    response: {
      code: coded.code,
      message: coded.message,
      errors: result?.errors ?? [{ message: coded.message }],
    },
    status: coded.status,
  }
}
