/**
 * The signed-in hint: a non-secret, script-readable cookie that says "this browser has a
 * session", set and cleared together with the session cookie (which scripts cannot see).
 * Cached pages are the same for everyone; with the hint, the browser knows before asking
 * the server whether to ask `/api/auth/user` at all (visitors never do, so they cause no
 * 401s) and whether to show a member a skeleton instead of the upsell while their article
 * loads. It grants nothing: every answer still checks the real session.
 */
export const SIGNED_IN_HINT_COOKIE = 'dj_signed_in'

/**
 * `Set-Cookie` value of the hint for a session that expires at `expiresAt` (Unix seconds).
 * Not HttpOnly on purpose; SameSite=Lax like the session cookie.
 */
export function signedInHintCookie(expiresAt: number, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor(expiresAt - now / 1000))
  return `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax`
}

/** `Set-Cookie` value that removes the hint. */
export function expiredSignedInHintCookie(): string {
  return `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}

/** Source of the pattern that finds a session hint in `document.cookie` (also used by inline scripts). */
export const SIGNED_IN_HINT_PATTERN = `(?:^|;\\s*)(?:${SIGNED_IN_HINT_COOKIE}=1|sb-[^=;]+-auth-token(?:\\.0)?=)`

/**
 * Whether a `document.cookie` string carries a session hint: ours, or the session cookie
 * of the Supabase auth mode (`sb-<project>-auth-token`, readable by scripts by design).
 */
export function hasSignedInHint(cookies: string): boolean {
  return new RegExp(SIGNED_IN_HINT_PATTERN).test(cookies)
}

/**
 * Inline module script (run as soon as the HTML is parsed) that marks `<html data-signed-in>`
 * in a browser with a session hint, and `<html data-hint-read>` in every browser; CSS then
 * shows the `show-when-signed-in` skeletons, hides the `hide-when-signed-in` visitor parts
 * and reveals the `until-hint-read` areas (globals.css).
 */
export const MARK_SIGNED_IN_SCRIPT = `var d=document.documentElement;new RegExp(${JSON.stringify(SIGNED_IN_HINT_PATTERN)}).test(document.cookie)&&d.setAttribute('data-signed-in','');d.setAttribute('data-hint-read','')`
