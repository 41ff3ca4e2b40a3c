import * as oidc from 'openid-client'

import { siteUrl } from '@/lib/site/url'

import type { SocialProvider, SocialProviderConfig } from './providers'

/** Name of the short-lived cookie that carries state, nonce and PKCE verifier across the redirect. */
export const OAUTH_COOKIE = 'dj_oauth'
/** How long a sign-in at the provider may take (seconds). */
export const OAUTH_COOKIE_MAX_AGE = 10 * 60

/** What the callback needs to check the answer: state, nonce and the PKCE verifier. */
export type PendingSignIn = {
  provider: SocialProvider
  state: string
  nonce: string
  verifier: string
  next: string
}

const discovered = new Map<string, Promise<oidc.Configuration>>()

/** The provider's OpenID configuration (discovery, cached per issuer and client). http issuers are allowed only on loopback (tests). */
export function providerConfiguration(config: SocialProviderConfig): Promise<oidc.Configuration> {
  const key = `${config.issuer}|${config.clientId}`
  let found = discovered.get(key)
  if (!found) {
    const issuer = new URL(config.issuer)
    const loopback =
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    found = oidc.discovery(
      issuer,
      config.clientId,
      config.clientSecret,
      undefined,
      loopback ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
    found.catch(() => discovered.delete(key))
    discovered.set(key, found)
  }
  return found
}

/** The callback URL registered at the provider: `<SITE_URL>/api/auth/oauth/<provider>/callback`. */
export const callbackUrl = (provider: SocialProvider) =>
  `${siteUrl()}/api/auth/oauth/${provider}/callback`

/**
 * Starts an authorization-code flow with PKCE (S256), a random state and nonce. Returns
 * the provider URL to send the browser to and what to keep in the cookie.
 */
export async function startSignIn(
  config: SocialProviderConfig,
  next: string,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const configuration = await providerConfiguration(config)
  const verifier = oidc.randomPKCECodeVerifier()
  const pending: PendingSignIn = {
    provider: config.provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    next,
  }
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(config.provider),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    // Apple answers requests for name/e-mail only with a form POST to the callback.
    ...(config.provider === 'apple' ? { response_mode: 'form_post' } : {}),
  })
  return { url, pending }
}

/** The identity a provider vouched for. */
export type SocialIdentity = {
  email: string
  emailVerified: boolean
  firstName?: string
  lastName?: string
}

/**
 * Finishes the flow: exchanges the code (checking state, nonce and the PKCE verifier) and
 * reads the ID token's claims. `callback` is the URL the provider redirected to (our
 * public callback URL with its query). Throws on any mismatch or provider error.
 */
export async function finishSignIn(
  config: SocialProviderConfig,
  callback: URL,
  pending: PendingSignIn,
): Promise<SocialIdentity> {
  const configuration = await providerConfiguration(config)
  const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : ''
  if (!email) throw new Error('The provider sent no e-mail address')
  const verified = claims?.email_verified === true || claims?.email_verified === 'true'
  return {
    email,
    emailVerified: verified,
    firstName: typeof claims?.given_name === 'string' ? claims.given_name : undefined,
    lastName: typeof claims?.family_name === 'string' ? claims.family_name : undefined,
  }
}
