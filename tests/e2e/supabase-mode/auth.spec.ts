import { expect, test } from '@playwright/test'

import { DEMO_INVITATION_CODE } from '../../../scripts/seed/demoAccounts'
import { DEMO_DOCTOR } from '../helpers'

/**
 * The same app started in Supabase mode (NEXT_PUBLIC_SUPABASE_URL and _ANON_KEY set, no
 * rebuild) against a GoTrue stand-in: the screens run on supabase-js and the server
 * accepts the Supabase session cookie. The stand-in knows the demo doctor's
 * address with the password SUPABASE_DOCTOR_PASSWORD; the first test links it to the
 * journal's demo doctor with the journal password, as its owner would.
 */
const SUPABASE_DOCTOR_PASSWORD = 'supabase-doctor-2026'

test('the server reports Supabase mode', async ({ request }) => {
  expect(await (await request.get('/api/auth/config')).json()).toMatchObject({ mode: 'supabase' })
})

test('an existing journal account is linked to its Supabase user only with its journal password', async ({
  request,
}) => {
  const session = await request.post(
    `${process.env.E2E_GOTRUE_URL}/auth/v1/token?grant_type=password`,
    { data: { email: DEMO_DOCTOR.email, password: SUPABASE_DOCTOR_PASSWORD } },
  )
  const { access_token: token } = (await session.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token}` }
  // The address alone (Supabase may let anyone register it) signs in to nothing.
  const before = await request.get('/api/auth/user', { headers })
  expect(before.status()).toBe(409)
  expect(await before.json()).toMatchObject({ code: 'supabaseLinkRequired' })

  const wrong = await request.post('/api/auth/supabase/link', {
    headers,
    data: { password: SUPABASE_DOCTOR_PASSWORD },
  })
  expect(wrong.status()).toBe(401)
  const linked = await request.post('/api/auth/supabase/link', {
    headers,
    data: { password: DEMO_DOCTOR.password },
  })
  expect(linked.status()).toBe(200)
  expect(await linked.json()).toMatchObject({ email: DEMO_DOCTOR.email })
  expect((await request.get('/api/auth/user', { headers })).status()).toBe(200)
})

test("sign-in through Supabase: the wrong-password message in the reader's language, then the dashboard with the Supabase session", async ({
  page,
}) => {
  await page.goto('/sign-in')
  await page.getByLabel('E-Mail').fill(DEMO_DOCTOR.email)
  await page.getByLabel('Passwort', { exact: true }).fill('falsch-falsch')
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  // Said at the form, as an alert for screen readers.
  await expect(page.locator('form').getByRole('alert')).toContainText('Anmeldung fehlgeschlagen')
  // Supabase's code `invalid_credentials` is ours too: the reader's catalogue text, not the
  // provider's English message.
  await expect(
    page.getByText('E-Mail-Adresse oder Passwort ist falsch.', { exact: true }),
  ).toBeVisible()

  await page.getByLabel('Passwort', { exact: true }).fill(SUPABASE_DOCTOR_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page).toHaveURL(/\/doctor-dashboard/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Arzt-Dashboard' })).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.some((c) => /^sb-.*-auth-token/.test(c.name))).toBe(true)
  expect(cookies.some((c) => c.name === 'payload-token')).toBe(false)
  const me = await page.request.get('/api/auth/user')
  expect(me.status()).toBe(200)
  expect(await me.json()).toMatchObject({ email: DEMO_DOCTOR.email })

  // Signing out ends the Supabase session for the server too.
  await page.goto('/')
  await page.getByRole('button', { name: 'Benutzermenü' }).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible()
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
})

test('sign-up through Supabase checks the invitation code on the journal first', async ({
  page,
}) => {
  const email = `supabase-${Date.now()}@example.org`
  await page.goto('/sign-up')
  const fill = async (code: string) => {
    await page.getByLabel('Einladungscode').fill(code)
    await page.getByLabel('Vorname').fill('Sara')
    await page.getByLabel('Nachname').fill('Base')
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('geheim-2026')
    await page.getByLabel('Passwort bestätigen').fill('geheim-2026')
    await page.getByRole('button', { name: 'Registrieren' }).click()
  }
  await fill('DJ-NOPE-0000')
  await expect(
    page.getByText('Der Einladungscode ist ungültig, abgelaufen oder bereits aufgebraucht.', {
      exact: true,
    }),
  ).toBeVisible()
  await fill(DEMO_INVITATION_CODE)
  await expect(page.getByText('Registrierung erfolgreich', { exact: true })).toBeVisible()
  // The confirmation link lands on /verify-email, which signs the new doctor in.
  await page.goto(`/verify-email?code=${await linkCode(page.request, email)}`)
  await expect(
    page.getByText('E-Mail erfolgreich verifiziert', { exact: true }).first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/doctor-dashboard$/, { timeout: 15_000 })
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
    email,
    roles: ['doctor'],
  })
})

/** The code of the newest link the GoTrue stand-in "mailed" to `email`. */
async function linkCode(
  request: import('@playwright/test').APIRequestContext,
  email: string,
): Promise<string> {
  const res = await request.get(
    `${process.env.E2E_GOTRUE_URL}/test/last-code?email=${encodeURIComponent(email)}`,
  )
  const { code } = (await res.json()) as { code: string | null }
  if (!code) throw new Error(`no link mailed to ${email}`)
  return code
}

test('magic link through Supabase: the link lands on /account, which signs in and goes on to the dashboard', async ({
  page,
}) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Magic Link', exact: true }).click()
  await page.getByLabel('E-Mail').fill(DEMO_DOCTOR.email)
  await page.getByRole('button', { name: 'Magic Link senden' }).click()
  await expect(page.getByText('Magic Link gesendet', { exact: true })).toBeVisible()
  await page.goto(`/account?code=${await linkCode(page.request, DEMO_DOCTOR.email)}`)
  await expect(page).toHaveURL(/\/doctor-dashboard/, { timeout: 30_000 })
})

test('password reset through Supabase: the recovery link opens the form, the new password works', async ({
  page,
}) => {
  await page.goto('/forgot-password')
  await page.getByLabel('E-Mail').fill(DEMO_DOCTOR.email)
  await page.getByRole('button', { name: 'Link senden' }).click()
  await expect(page.getByText('E-Mail gesendet', { exact: true }).first()).toBeVisible()
  await page.goto(`/reset-password?code=${await linkCode(page.request, DEMO_DOCTOR.email)}`)
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible({
    timeout: 15_000,
  })
  await page.getByLabel('Neues Passwort').fill('ganz-neu-2026')
  await page.getByLabel('Passwort bestätigen').fill('ganz-neu-2026')
  await page.getByRole('button', { name: 'Passwort aktualisieren' }).click()
  await expect(
    page.getByText('Passwort erfolgreich aktualisiert', { exact: true }).first(),
  ).toBeVisible()
})
