/**
 * The Supabase access token of a request: an `Authorization: Bearer` header, else the
 * session cookie `@supabase/ssr` writes (`sb-<project-ref>-auth-token`, possibly split into
 * `.0`, `.1`, ... chunks, JSON or `base64-` + base64url JSON with `access_token`).
 */
export function supabaseTokenFrom(headers: Headers): string | null {
  const auth = headers.get('authorization')
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return bearer
  const cookies = new Map(
    (headers.get('cookie') ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name?.startsWith('sb-') && /-auth-token(\.\d+)?$/.test(name))
      .map(([name, ...rest]) => [name!, decodeURIComponent(rest.join('='))] as const),
  )
  const base = [...cookies.keys()].map((n) => n.replace(/\.\d+$/, ''))[0]
  if (!base) return null
  let raw = cookies.get(base) ?? ''
  if (!raw) for (let i = 0; cookies.has(`${base}.${i}`); i++) raw += cookies.get(`${base}.${i}`)
  try {
    const json = raw.startsWith('base64-')
      ? Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8')
      : raw
    const session = JSON.parse(json) as { access_token?: unknown } | [unknown]
    const token = Array.isArray(session) ? session[0] : session.access_token
    return typeof token === 'string' ? token : null
  } catch {
    return null
  }
}
