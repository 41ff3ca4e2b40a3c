/** Where a signed-in doctor goes by default (spec §9 "Sign-in goes to /doctor-dashboard"). */
export const AFTER_SIGN_IN_PATH = '/doctor-dashboard'

/**
 * A safe in-site return path from a `?next=` parameter: only paths on this site
 * (`/article/12`), never another origin (`//evil.example`, `https://…`), else the default.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = AFTER_SIGN_IN_PATH): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  return next
}
