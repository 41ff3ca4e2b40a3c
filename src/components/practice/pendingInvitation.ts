/**
 * The practice invitation a browser has opened (`#token=…&email=…` of the mail's link) and
 * not yet accepted, kept in local storage: it survives the way through sign-in, and a
 * sign-up whose confirmation link opens in a new tab, so that the CME account can offer it
 * again ("Meine Praxen"). Never sent to a server except when accepting.
 */
const KEY = 'practiceInvitation'

/** The stored invitation as URL parameters (`token`, `email`), or null. */
export function pendingInvitation(): URLSearchParams | null {
  try {
    const stored = window.localStorage.getItem(KEY)
    const params = stored ? new URLSearchParams(stored) : null
    return params?.get('token') ? params : null
  } catch {
    return null // storage blocked
  }
}

/** Keeps the invitation of `params` (with a `token`) until it is accepted or forgotten. */
export function rememberInvitation(params: URLSearchParams): void {
  try {
    window.localStorage.setItem(KEY, params.toString())
  } catch {
    // storage blocked: the mail's link still works
  }
}

/** Forgets the stored invitation (accepted, or no longer valid). */
export function forgetInvitation(): void {
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // storage blocked
  }
}
