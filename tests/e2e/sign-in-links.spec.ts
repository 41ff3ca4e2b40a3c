import { expect, test } from '@playwright/test'

import { DEMO_DOCTOR, DEMO_EDITOR } from './helpers'
import { linkFromMail, openMailbox } from './mailbox'

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

const masked = (email: string) => `${email[0]}…${email.slice(email.indexOf('@'))}`

test("a sign-in link someone else asked for asks first and never replaces the reader's session; 'Auf allen Geräten abmelden' ends every session", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Someone asks for a sign-in link to his own account in his own browser and mails it on.
  const sender = await playwright.request.newContext({ baseURL })
  expect(
    (await sender.post('/api/auth/magic-link', { data: { email: DEMO_DOCTOR.email } })).status(),
  ).toBe(200)
  const link = await linkFromMail(mailbox.messages, DEMO_DOCTOR.email, /Anmeldelink/)

  await test.step('the reader, signed in to her own account, is asked and can decline', async () => {
    await page.goto('/sign-in')
    await page.getByLabel('E-Mail').fill(DEMO_EDITOR.email)
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_EDITOR.password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).not.toHaveURL(/\/sign-in/)
    await page.goto(link)
    await expect(
      page.getByRole('heading', { name: `Als ${masked(DEMO_DOCTOR.email)} anmelden?` }),
    ).toBeVisible()
    await expect(page.getByTestId('other-session')).toContainText(
      `Sie sind derzeit als ${DEMO_EDITOR.email} angemeldet.`,
    )
    await page.getByRole('link', { name: 'Abbrechen' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(DEMO_EDITOR.email)
  })

  await test.step('opened in another browser, the link signs in only after "Anmelden"', async () => {
    const elsewhere = await browser.newPage({ baseURL })
    await elsewhere.goto(link)
    await expect(
      elsewhere.getByRole('heading', { name: `Als ${masked(DEMO_DOCTOR.email)} anmelden?` }),
    ).toBeVisible()
    await expect(elsewhere.getByTestId('other-session')).toHaveCount(0)
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401)
    await elsewhere.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(elsewhere).toHaveURL(/\/doctor-(dashboard|profile)$/, { timeout: 10_000 })
    expect((await (await elsewhere.request.get('/api/auth/user')).json()).email).toBe(
      DEMO_DOCTOR.email,
    )

    // Another device of the same account, e.g. the sender's API session.
    expect((await sender.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).status()).toBe(200)
    expect((await sender.get('/api/auth/user')).status()).toBe(200)

    await elsewhere.goto('/account/security')
    await elsewhere.getByRole('button', { name: 'Auf allen Geräten abmelden' }).click()
    await expect(elsewhere.getByText('Auf allen Geräten abgemeldet', { exact: true })).toBeVisible()
    await expect(elsewhere).toHaveURL(/\/sign-in$/)
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401)
    expect((await sender.get('/api/auth/user')).status()).toBe(401)
    await elsewhere.close()
  })
  await sender.dispose()
})
