import { afterAll, beforeAll } from 'vitest'

import { startSmtpServer, type TestSmtpServer } from '../../support/smtp'

import type { ParsedMail } from 'mailparser'

type RouteHandler = (request: Request, context: never) => Promise<Response>

let ipCounter = 0

/** A fresh client IP per call site, so the rate limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`
}

/** A unique address for one test. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
}

/**
 * Calls a route handler the way Next does: a real `Request` (to `url`, for query strings)
 * with a JSON body, an X-Forwarded-For client IP and optional session cookie or Bearer token. Returns the
 * status, the parsed JSON body and the Set-Cookie header. `params` are the dynamic route
 * segments (`{ id: '7' }`).
 */
export async function callRoute(
  handler: RouteHandler,
  {
    method = 'POST',
    body,
    ip = freshIp(),
    cookie,
    bearer,
    url = 'http://localhost/api/test',
    params,
  }: {
    method?: string
    body?: unknown
    ip?: string
    cookie?: string
    bearer?: string
    url?: string
    params?: Record<string, string>
  } = {},
): Promise<{
  status: number
  json: Record<string, unknown>
  setCookie: string | null
  headers: Headers
}> {
  const headers = new Headers({ 'x-forwarded-for': ip })
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (cookie) headers.set('cookie', cookie)
  if (bearer) headers.set('authorization', `Bearer ${bearer}`)
  const request = new Request(url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handler(
    request,
    (params ? { params: Promise.resolve(params) } : undefined) as never,
  )
  const text = await response.text()
  return {
    status: response.status,
    json: text ? JSON.parse(text) : {},
    setCookie: response.headers.get('set-cookie'),
    headers: response.headers,
  }
}

/** `name=value` of the session cookie in a Set-Cookie header (for a later Cookie header). */
export function cookiePair(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0]
  if (!pair) throw new Error('no Set-Cookie header')
  return pair
}

/** `name=value` of the Set-Cookie header named `name` in `headers` (throws when there is none). */
export function cookieNamed(headers: Headers, name: string): string {
  const found = headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
  if (!found) throw new Error(`no ${name} cookie`)
  return found.split(';')[0]!
}

/** Waits until a mail to `to` matching `subject` has arrived (polling; 10 s at most). */
export async function waitForMail(
  messages: ParsedMail[],
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = messages.find(
      (m) => m.subject && subject.test(m.subject) && JSON.stringify(m.to).includes(to),
    )
    if (mail) return mail
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${to} matching ${subject} (got: ${messages.map((m) => m.subject).join(' | ')})`,
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The token of the account link in a mail (`…#token=<token>`) and the link's path. */
export function linkFrom(mail: ParsedMail): { path: string; token: string } {
  const match = mail.text?.match(/https?:\/\/[^\s]+?(\/[^\s#]*)#token=([A-Za-z0-9_%-]+)/)
  if (!match) throw new Error(`no account link in mail: ${mail.text}`)
  return { path: match[1]!, token: decodeURIComponent(match[2]!) }
}

/**
 * Starts a real SMTP server for the test file and points the app's mail at it
 * (SMTP_URL) for the file's duration. Returns the server once `beforeAll` has run.
 */
export function smtpServerForFile(): { readonly server: TestSmtpServer } {
  const holder: { server?: TestSmtpServer } = {}
  beforeAll(async () => {
    holder.server = await startSmtpServer()
    process.env.SMTP_URL = holder.server.url
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await holder.server?.stop()
  })
  return {
    get server() {
      if (!holder.server) throw new Error('SMTP server not started yet')
      return holder.server
    },
  }
}

/** Calls a route handler with raw headers and body; answers status, headers and the body text. */
export async function rawCall(
  handler: (request: Request, context: never) => Promise<Response>,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const request = new Request(url, {
    method: init.method ?? 'GET',
    headers: { 'x-forwarded-for': freshIp(), ...init.headers },
    body: init.body,
  })
  const response = await handler(request, undefined as never)
  return { status: response.status, headers: response.headers, text: await response.text() }
}
