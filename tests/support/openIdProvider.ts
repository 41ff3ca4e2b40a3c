import { OAuth2Server } from 'oauth2-mock-server'

/**
 * A real local OpenID provider (oauth2-mock-server) that signs every user in at once as
 * `identity` (e-mail and whether it is verified): the e2e stack's stand-in for Google.
 */
export async function startOpenIdProvider(identity: { email: string; email_verified: boolean }) {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
    Object.assign(token.payload, identity),
  )
  return { issuer: server.issuer.url!, stop: () => server.stop() }
}
