import { expect, test, type Browser, type Page } from '@playwright/test'

import { DEMO_ADMIN } from './helpers'
import { linkFromMail, openMailbox } from './mailbox'

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

// The studio is used in Germany: a day typed without time means that day, German time.
test.use({ timezoneId: 'Europe/Berlin' })

const email = `invited-${Date.now()}@test.example`
const year = new Date().getFullYear() + 1

async function studio(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ timezoneId: 'Europe/Berlin', locale: 'de-DE' })
  // Confirmations ("Anfrage freigeben …?") and leaving an unsaved form are accepted.
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto('/admin')
  await page.locator('#field-email').fill(DEMO_ADMIN.email)
  await page.locator('#field-password').fill(DEMO_ADMIN.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  return page
}

/** The sign-up link of the invitation mail (`…/sign-up#code=…&email=…`). */
async function invitationLink(): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const mail = mailbox.messages.find(
      (m) =>
        /Ihre persönliche Einladung/.test(m.subject ?? '') && JSON.stringify(m.to).includes(email),
    )
    const link = mail?.text?.match(/https?:\/\/\S+\/sign-up#\S+/)?.[0]
    if (link) return link
    if (Date.now() > deadline) throw new Error('no invitation mail')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('a dentist without a code requests an invitation, an admin approves it, the dentist signs up with it, and a German-date grant gives premium at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  let admin: Page | undefined

  await test.step('request an invitation on /sign-up', async () => {
    await page.goto('/sign-up')
    await page.getByRole('button', { name: 'Einladung anfordern' }).click()
    await expect(page.getByRole('heading', { name: 'Einladung anfordern' })).toBeVisible()
    await page.getByRole('button', { name: 'Anfrage senden' }).click()
    await expect(page.getByText('Bitte bestätigen Sie die Einwilligung')).toBeVisible()
    await page.getByLabel('Vorname').fill('Jana')
    await page.getByLabel('Nachname').fill('Wurzel')
    await page.getByLabel('E-Mail', { exact: true }).fill(email)
    await page.getByLabel('Praxis', { exact: true }).fill('Zahnarztpraxis am Markt')
    await page.getByLabel('Ort', { exact: true }).fill('Münster')
    await page.getByLabel('Zahnärztekammer und Approbation').fill('ZÄK Westfalen-Lippe, 2015')
    await page.getByLabel(/Ich bin approbierte Zahnärztin/).check()
    await page.getByRole('button', { name: 'Anfrage senden' }).click()
    await expect(page.getByRole('heading', { name: 'Anfrage eingegangen' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
  })

  await test.step('an admin finds the open request in the studio and approves it', async () => {
    admin = await studio(browser)
    await admin.goto('/admin/collections/invitation-requests')
    await admin.getByRole('button', { name: 'Offen', exact: true }).click()
    await admin.getByRole('link', { name: email }).click()
    await expect(admin.getByTestId('invitation-review')).toBeVisible({ timeout: 30_000 })
    await admin.getByRole('button', { name: 'Freigeben und Einladung senden' }).click()
    await expect(
      admin.getByText(/Freigegeben: Die persönliche Einladung wurde erstellt/),
    ).toBeVisible({
      timeout: 30_000,
    })
  })

  await test.step('the invitation link fills in the code, the address and the names; sign-up and verification', async () => {
    await page.goto(await invitationLink())
    await expect(page.getByLabel('Einladungscode')).toHaveValue(/^DJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(email)
    // the names given with the request are filled in too
    await expect(page.getByLabel('Vorname')).toHaveValue('Jana')
    await expect(page.getByLabel('Nachname')).toHaveValue('Wurzel')
    await page.getByLabel('Passwort', { exact: true }).fill('wurzel-passwort-1')
    await page.getByLabel('Passwort bestätigen').fill('wurzel-passwort-1')
    await page.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByRole('heading', { name: 'Bestätigungs-E-Mail gesendet' })).toBeVisible()
    await page.goto(
      await linkFromMail(mailbox.messages, email, /bestätigen Sie Ihre E-Mail-Adresse/),
    )
    // A link from a mail asks before it signs in (the address shown masked).
    await expect(
      page.getByRole('heading', {
        name: `Als ${email[0]}…${email.slice(email.indexOf('@'))} anmelden?`,
      }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).toHaveURL(/\/doctor-dashboard$/, { timeout: 15_000 })
    const card = page.getByTestId('membership-card')
    await expect(card).toContainText('Basis-Konto')
    await expect(card.getByRole('link', { name: 'Mitglied werden' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mitgliedschaft verwalten' })).toHaveCount(0)
  })

  await test.step('signed in, the account pages send the doctor on', async () => {
    await page.goto('/sign-up')
    await expect(page).toHaveURL(/\/doctor-dashboard$/)
  })

  await test.step('the admin grants a membership typing a German date; a past date is refused', async () => {
    const studioPage = admin!
    const create = async (typed: string) => {
      await studioPage.goto('/admin/collections/memberships/create')
      await studioPage.locator('#field-user').click()
      await studioPage.keyboard.type(email)
      await studioPage.getByRole('option', { name: email }).click()
      const date = studioPage.locator('#field-currentPeriodEnd input')
      await date.fill(typed)
      await date.press('Escape')
      await studioPage.getByRole('button', { name: 'Speichern' }).click()
    }

    await create('01.01.2020')
    await expect(
      studioPage.getByText('„Gültig bis“ liegt in der Vergangenheit', { exact: false }).first(),
    ).toBeVisible({ timeout: 15_000 })

    await create(`31.12.${year}`)
    await expect(studioPage).toHaveURL(/\/admin\/collections\/memberships\/\d+/, {
      timeout: 30_000,
    })
    await expect(studioPage.locator('#field-currentPeriodEnd input')).toHaveValue(
      `31.12.${year} 23:59`,
    )
    await expect(studioPage.getByTestId('premium-now')).toHaveText('Ja')

    await studioPage.goto('/admin/collections/memberships')
    const row = studioPage.getByRole('row').filter({ hasText: `31.12.${year} 23:59` })
    await expect(row.getByTestId('premium-now')).toHaveText('Ja')
  })

  await test.step('the doctor has premium at once', async () => {
    await page.goto('/doctor-dashboard')
    await expect(page.getByTestId('membership-card')).toContainText(
      `Premium-Mitglied · gültig bis 31. Dezember ${year}`,
    )
  })
  await admin?.close()
})
