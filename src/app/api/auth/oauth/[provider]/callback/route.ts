import { apiHandler } from '@/lib/api/handler'
import { MAX_JSON_BODY_BYTES } from '@/lib/api/body'
import { clearedPendingCookie, pendingFrom } from '@/lib/auth/social/cookie'
import { completeSocialSignIn } from '@/lib/auth/social/finish'
import { callbackUrl } from '@/lib/auth/social/oidc'
import { isSocialProvider, socialProviderConfig } from '@/lib/auth/social/providers'
import { payloadClient } from '@/lib/payload'
import { readTextAtMost } from '@/lib/http/boundedBody'
import { siteUrl } from '@/lib/site/url'
import { methodsNotAllowed } from '@/lib/api/methods'

type Context = { params: Promise<{ provider: string }> }

function redirect(path: string, cookies: string[]): Response {
  const headers = new Headers({ location: `${siteUrl()}${path}`, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/**
 * The provider's redirect back (GET with `?code&state`, or Apple's form POST). Signs the
 * account with the verified e-mail in and sends the browser to `/account` (303, session
 * cookie set); otherwise to `/sign-in?error=oauth_state|oauth_unverified|oauth_failed` or
 * `/sign-up?error=oauth_no_account`. The pending-sign-in cookie is cleared either way.
 */
async function handle(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params
  const config = isSocialProvider(provider) ? socialProviderConfig(provider) : null
  if (!config) return redirect('/sign-in?error=oauth_failed', [clearedPendingCookie()])
  // openid-client compares against the registered callback URL, not the internal one.
  // Apple's form post is a few kilobytes; a larger body is not an answer of a provider.
  const form = request.method === 'POST' ? await readTextAtMost(request, MAX_JSON_BODY_BYTES) : ''
  if (form === null) return redirect('/sign-in?error=oauth_failed', [clearedPendingCookie()])
  const query =
    request.method === 'POST' ? new URLSearchParams(form) : new URL(request.url).searchParams
  const callback = new URL(`${callbackUrl(config.provider)}?${query}`)
  if (query.get('error')) return redirect('/sign-in?error=oauth_failed', [clearedPendingCookie()])
  const result = await completeSocialSignIn(
    await payloadClient(),
    config,
    callback,
    pendingFrom(request.headers),
  )
  if (!result.ok) {
    return redirect(
      result.error === 'oauth_no_account'
        ? '/sign-up?error=oauth_no_account'
        : `/sign-in?error=${result.error}`,
      [clearedPendingCookie()],
    )
  }
  return redirect(result.next, [clearedPendingCookie(), ...result.cookies])
}

export const GET = apiHandler(handle)
export const POST = apiHandler(handle)

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
