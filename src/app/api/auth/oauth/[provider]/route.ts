import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { safeNextPath } from '@/lib/auth/redirects'
import { pendingCookie } from '@/lib/auth/social/cookie'
import { startSignIn } from '@/lib/auth/social/oidc'
import { isSocialProvider, socialProviderConfig } from '@/lib/auth/social/providers'
import { supabaseAuthConfig } from '@/lib/auth/supabase/config'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/auth/oauth/{provider}?next=/path (Payload mode): starts the
 * OpenID Connect authorization-code flow with PKCE at google, apple, linkedin or facebook
 * and redirects (302) the browser there; state, nonce and verifier wait in an HttpOnly
 * cookie. 404 `{ code, message }` for an unknown or unconfigured provider (and in Supabase mode,
 * where Supabase runs the flow).
 */
export const GET = apiHandler(
  async (
    request: Request,
    { params }: { params: Promise<{ provider: string }> },
  ): Promise<Response> => {
    const { provider } = await params
    const config =
      isSocialProvider(provider) && !supabaseAuthConfig() ? socialProviderConfig(provider) : null
    if (!config) return jsonError(404, 'sign_in_provider_unavailable')
    const next = safeNextPath(new URL(request.url).searchParams.get('next'), '/account')
    const { url, pending } = await startSignIn(config, next)
    return new Response(null, {
      status: 302,
      headers: {
        location: url.href,
        'set-cookie': pendingCookie(pending),
        'cache-control': 'no-store',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
