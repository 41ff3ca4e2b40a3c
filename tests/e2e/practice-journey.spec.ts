import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { DEMO_INVITATION_CODE } from '../../scripts/seed/demoAccounts'
import { linkFromMail, openMailbox } from './mailbox'

/*
 * A practice owner's § 95d duty in a browser (docs/product.md, "Practices"): the owner
 * founds a practice and invites a new dentist, who signs up through the invitation mail
 * and shares their CME status; the owner sees the status but no certificate, and only
 * after the dentist raises the sharing the proof PDF for the KZV.
 */

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

const stamp = Date.now()
const owner = { email: `owner-${stamp}@test.example`, first: 'Olga', last: 'Inhaberin' }
const dentist = { email: `employee-${stamp}@test.example`, first: 'Emil', last: 'Angestellt' }
const PASSWORD = 'praxis-passwort-1'
const practiceName = `Zahnarztpraxis am Domplatz ${stamp}`

/** Fills the sign-up form (code and address may be prefilled) and verifies from the mail. */
async function signUpAndVerify(page: Page, person: typeof owner) {
  await page.getByLabel('Vorname').fill(person.first)
  await page.getByLabel('Nachname').fill(person.last)
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Passwort bestätigen').fill(PASSWORD)
  await page.getByRole('button', { name: 'Registrieren' }).click()
  await expect(page.getByRole('heading', { name: 'Bestätigungs-E-Mail gesendet' })).toBeVisible()
  await page.goto(
    await linkFromMail(mailbox.messages, person.email, /bestätigen Sie Ihre E-Mail-Adresse/),
  )
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page).toHaveURL(/\/doctor-dashboard$/, { timeout: 15_000 })
}

test('an owner invites a new dentist, sees the shared status and, once allowed, downloads the proof', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const ownerPage = await browser.newPage({ locale: 'de-DE' })
  const dentistPage = await browser.newPage({ locale: 'de-DE' })
  ownerPage.on('dialog', (dialog) => void dialog.accept())
  dentistPage.on('dialog', (dialog) => void dialog.accept())

  await test.step('the owner signs up and founds the practice', async () => {
    await ownerPage.goto('/sign-up')
    await ownerPage.getByLabel('Einladungscode').fill(DEMO_INVITATION_CODE)
    await ownerPage.getByLabel('E-Mail').fill(owner.email)
    await signUpAndVerify(ownerPage, owner)
    await ownerPage.goto('/practice')
    await ownerPage.getByLabel('Name der Praxis').fill(practiceName)
    await ownerPage.getByLabel('Straße und Hausnummer').fill('Domplatz 1')
    await ownerPage.getByLabel('PLZ').fill('39104')
    await ownerPage.getByLabel('Ort').fill('Magdeburg')
    await ownerPage.getByLabel('Zuständige KZV').selectOption({ label: 'KZV Sachsen-Anhalt' })
    await ownerPage.getByRole('button', { name: 'Praxis anlegen' }).click()
    await expect(ownerPage.getByRole('heading', { name: practiceName })).toBeVisible()
  })

  await test.step('the owner invites the new dentist by e-mail', async () => {
    await ownerPage.getByLabel('E-Mail-Adresse').fill(dentist.email)
    await ownerPage.getByRole('button', { name: 'Einladung senden' }).click()
    await expect(ownerPage.getByText(`Einladung an ${dentist.email} gesendet.`)).toBeVisible()
  })

  const invitation = await linkFromMail(mailbox.messages, dentist.email, /Einladung in Ihre Praxis/)

  await test.step('the dentist signs up through the invitation and shares the status', async () => {
    await dentistPage.goto(invitation)
    await dentistPage.getByRole('link', { name: 'Mit der Einladung registrieren' }).click()
    await expect(dentistPage.getByLabel('Einladungscode')).toHaveValue(/^DJ-/)
    await expect(dentistPage.getByLabel('E-Mail', { exact: true })).toHaveValue(dentist.email)
    await signUpAndVerify(dentistPage, dentist)
    // The CME account offers the invitation opened before signing up: choose what the
    // practice sees.
    const pending = dentistPage.getByTestId('pending-practice-invitation')
    await pending.getByRole('link', { name: 'Einladung annehmen' }).click()
    await dentistPage.getByLabel(/^Meinen CME-Stand:/).check()
    await dentistPage.getByRole('button', { name: 'Einladung annehmen' }).click()
    await expect(dentistPage.getByText('Sie gehören jetzt zur Praxis.')).toBeVisible()
    await dentistPage.goto('/doctor-dashboard')
    await expect(dentistPage.getByTestId('my-practices')).toContainText(practiceName)
    await expect(dentistPage.getByTestId('pending-practice-invitation')).toHaveCount(0)
  })

  await test.step('the dentist uploads a certificate', async () => {
    await dentistPage.goto('/doctor-dashboard')
    const pdf = await PDFDocument.create()
    pdf.addPage([300, 200])
    await dentistPage.getByRole('button', { name: 'Nachweis hinzufügen' }).click()
    const form = dentistPage.locator('form', { has: dentistPage.getByLabel('Anbieter') })
    await form.getByLabel('Titel').fill('Curriculum Endodontie, Modul 1')
    await form.getByLabel('Anbieter').fill('Zahnärztekammer Sachsen-Anhalt')
    // Today in Germany: the five-year period starts on the account's (German) day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
    await form.getByLabel('Datum').fill(today)
    await form.getByLabel('Punkte').fill('12')
    await form.getByLabel(/^Datei/).setInputFiles({
      name: 'endodontie.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    })
    await form.getByRole('button', { name: 'Speichern' }).click()
    await expect(dentistPage.getByText('Curriculum Endodontie, Modul 1')).toBeVisible()
  })

  const row = ownerPage
    .getByTestId('practice-member')
    .filter({ hasText: `${dentist.first} ${dentist.last}` })

  await test.step('the owner sees the status and no certificate', async () => {
    await ownerPage.reload()
    await expect(row).toContainText('12 / 125')
    await expect(row.getByRole('link', { name: 'Nachweis (PDF)' })).toHaveCount(0)
    await expect(ownerPage.getByText('Curriculum Endodontie')).toHaveCount(0)
  })

  await test.step('the dentist raises the sharing; the owner downloads the proof PDF', async () => {
    await dentistPage.goto('/doctor-dashboard')
    const practice = dentistPage.getByTestId('my-practices')
    await practice.getByLabel(/^Meinen CME-Stand und meine Nachweise/).check()
    await expect(practice.getByLabel(/^Meinen CME-Stand und meine Nachweise/)).toBeChecked()
    await ownerPage.reload()
    const link = row.getByRole('link', { name: 'Nachweis (PDF)' })
    await expect(link).toBeVisible()
    const [download] = await Promise.all([ownerPage.waitForEvent('download'), link.click()])
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  })

  await ownerPage.close()
  await dentistPage.close()
})
