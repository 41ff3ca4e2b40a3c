import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { DEMO_INVITATION_CODE } from '../../scripts/seed/demoAccounts'
import { linkFromMail, openMailbox } from './mailbox'

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

const email = `daten-${Date.now()}@test.example`
const password = 'meine-daten-passwort-1'

test('a dentist downloads the data export, deletes the account and can no longer sign in', async ({
  page,
}) => {
  test.setTimeout(180_000)

  await test.step('sign up and verify the address', async () => {
    await page.goto('/sign-up')
    await page.getByLabel('Einladungscode').fill(DEMO_INVITATION_CODE)
    await page.getByLabel('Vorname').fill('Dora')
    await page.getByLabel('Nachname').fill('Daten')
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill(password)
    await page.getByLabel('Passwort bestätigen').fill(password)
    await page.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByRole('heading', { name: 'Bestätigungs-E-Mail gesendet' })).toBeVisible()
    await page.goto(
      await linkFromMail(mailbox.messages, email, /bestätigen Sie Ihre E-Mail-Adresse/),
    )
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).toHaveURL(/\/doctor-dashboard$/, { timeout: 10_000 })
  })

  await test.step('download the export and open it', async () => {
    await page.goto('/account/security')
    await expect(page.getByRole('heading', { name: 'Ihre Daten' })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Meine Daten herunterladen' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^dentaljournal-daten-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    const data = JSON.parse(strFromU8(files['data.json']!))
    expect(data.account).toMatchObject({ email, firstName: 'Dora', lastName: 'Daten' })
    expect(strFromU8(files['summary.html']!)).toContain('Ihre Daten beim Dentaljournal')
  })

  await test.step('read what happens, then delete the account', async () => {
    const section = page.getByTestId('delete-account')
    await expect(section.getByRole('heading', { name: 'Konto löschen' })).toBeVisible()
    await expect(section).toContainText('Ihr Profil verschwindet aus der Zahnarztsuche')
    await expect(section).toContainText('Erhalten bleiben: ausgestellte CME-Zertifikate')
    const submit = section.getByRole('button', { name: 'Konto endgültig löschen' })
    await section.getByLabel('Ihr Passwort zur Bestätigung').fill('falsches-passwort-9')
    await section
      .getByLabel('Ich habe verstanden, dass die Löschung nicht rückgängig gemacht werden kann.')
      .check()
    await submit.click()
    await expect(section.getByRole('alert')).toHaveText('Das aktuelle Passwort ist falsch.')
    await section.getByLabel('Ihr Passwort zur Bestätigung').fill(password)
    await submit.click()
    await expect(page.getByText('Ihr Konto wurde gelöscht.').first()).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect
      .poll(() =>
        mailbox.messages.some(
          (m) => /wurde gelöscht/.test(m.subject ?? '') && JSON.stringify(m.to).includes(email),
        ),
      )
      .toBe(true)
  })

  await test.step('the old password no longer signs in', async () => {
    await page.goto('/sign-in')
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(
      page.getByText('E-Mail-Adresse oder Passwort ist falsch.', { exact: true }),
    ).toBeVisible()
  })
})
