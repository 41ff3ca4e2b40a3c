import { expect, it } from 'vitest'

import type { AuthClient, AuthEvent } from '@/lib/auth/client/types'
import { INVALID_INVITATION_MESSAGE } from '@/lib/invitations/redeem'
import { DEMO_INVITATION_CODE } from '../../../scripts/seed/demoAccounts'

/** What one implementation's test provides: the client and an account that can sign in. */
export type ContractSetup = () => {
  auth: AuthClient
  events: AuthEvent[]
  account: { email: string; password: string }
}

/**
 * The behaviour every AuthClient implementation must show, whatever backend
 * it talks to: invitation codes checked before an account exists, the provider's message
 * on a failed sign-in, SIGNED_IN on success, mails requested for magic link and reset,
 * signing out on all devices.
 */
export function authClientContract(setup: ContractSetup) {
  const fresh = () => `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const signUpInput = {
    password: 'geheim-1234',
    firstName: 'Nina',
    lastName: 'Neu',
    language: 'de',
  }

  it('contract: refuses a sign-up with an unusable invitation code with the German message', async () => {
    expect(
      await setup().auth.signUp({ ...signUpInput, email: fresh(), inviteCode: 'DJ-NOPE-0000' }),
    ).toMatchObject({ ok: false, message: INVALID_INVITATION_MESSAGE })
  })

  it('contract: accepts a sign-up with a usable invitation code', async () => {
    expect(
      (
        await setup().auth.signUp({
          ...signUpInput,
          email: fresh(),
          inviteCode: DEMO_INVITATION_CODE,
        })
      ).ok,
    ).toBe(true)
  })

  it("contract: a wrong password fails with the provider's message; the right one signs in and raises SIGNED_IN", async () => {
    const { auth, events, account } = setup()
    const wrong = await auth.signInWithPassword({
      email: account.email,
      password: 'not-the-password',
    })
    expect(wrong.ok).toBe(false)
    expect(wrong.ok === false && wrong.message).toBeTruthy()
    expect((await auth.signInWithPassword(account)).ok).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toContain('SIGNED_IN')
  })

  it('contract: requests a magic link and a password-reset mail', async () => {
    const { auth, account } = setup()
    expect((await auth.signInWithMagicLink({ email: account.email })).ok).toBe(true)
    expect((await auth.requestPasswordReset({ email: account.email })).ok).toBe(true)
  })

  it('contract: after signing in, signing out on all devices succeeds and raises SIGNED_OUT', async () => {
    const { auth, events, account } = setup()
    expect((await auth.signInWithPassword(account)).ok).toBe(true)
    expect((await auth.signOutEverywhere()).ok).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toContain('SIGNED_OUT')
  })
}
