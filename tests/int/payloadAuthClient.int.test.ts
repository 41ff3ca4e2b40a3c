import { afterAll, beforeAll, beforeEach, describe } from 'vitest'

import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as magicLink } from '@/app/api/auth/magic-link/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as signUp } from '@/app/api/auth/sign-up/route'
import { payloadAuthClient } from '@/lib/auth/client/payloadAuthClient'
import type { AuthClient, AuthEvent } from '@/lib/auth/client/types'

import { authClientContract } from './authClientContract'
import { smtpServerForFile } from './http'
import { createUser, testPayload } from './payload'
import { startRouteServer } from './routeServer'

let server: Awaited<ReturnType<typeof startRouteServer>>
let auth: AuthClient
let events: AuthEvent[]
let account: { email: string; password: string }

smtpServerForFile()

beforeAll(async () => {
  server = await startRouteServer({
    'POST /api/auth/sign-up': signUp,
    'POST /api/auth/sign-in': signIn,
    'POST /api/auth/magic-link': magicLink,
    'POST /api/auth/forgot-password': forgotPassword,
  })
})
afterAll(() => server.stop())
beforeEach(async () => {
  auth = payloadAuthClient(server.url)
  events = []
  auth.onAuthStateChange((e) => events.push(e))
  account = {
    email: (await createUser(await testPayload(), 'doctor')).email,
    password: 'test-password-123',
  }
})

describe('Payload mode of the auth client (over HTTP against the real routes)', () => {
  authClientContract(() => ({ auth, events, account }))
})
