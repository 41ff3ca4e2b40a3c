import { expect, test } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { seededArticle } from './helpers'
import { openMailbox, rawPlaceholders } from './mailbox'

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

/** Waits (15 s at most) for the newsletter confirmation mail to `to`. */
async function confirmationMail(to: string): Promise<ParsedMail> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const mail = mailbox.messages.find(
      (m) => /Newsletter-Anmeldung/.test(m.subject ?? '') && JSON.stringify(m.to).includes(to),
    )
    if (mail) return mail
    if (Date.now() > deadline)
      throw new Error(
        `no newsletter mail to ${to}; got: ${mailbox.messages.map((m) => m.subject).join(' | ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('a reader subscribes in the article sidebar (allowing opens and clicks to be counted), confirms from the mail, withdraws the counting and can unsubscribe with one click', async ({
  page,
}) => {
  const email = `newsletter-${Date.now()}@test.example`
  const article = await seededArticle(page.request, (a) => a.audience === 'doctor')

  await test.step('the sidebar form checks the address and answers neutrally inline', async () => {
    await page.goto(`/article/${article.id}`)
    const block = page.getByTestId('newsletter-sidebar')
    await expect(block.getByRole('heading', { name: 'Newsletter' })).toBeVisible()
    const field = block.getByLabel('E-Mail-Adresse')
    await field.fill('kein-at-zeichen')
    await block.getByRole('button', { name: 'Abonnieren' }).click()
    await expect(block.getByRole('alert')).toHaveText(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    )
    // Counting opens and clicks is a separate consent: an unticked box of its own.
    const measuring = block.getByLabel(/Öffnungen und Klicks dürfen gezählt werden/)
    await expect(measuring).not.toBeChecked()
    await measuring.check()
    await field.fill(email)
    await field.press('Enter')
    await expect(block.getByRole('status')).toHaveText(
      /^Vielen Dank! Falls diese Adresse noch nicht angemeldet ist/,
    )
    await expect(block.getByRole('alert')).toHaveCount(0)
    await expect(field).toHaveValue('')
    await expect(measuring).not.toBeChecked()
  })

  const mail = await confirmationMail(email)
  // Subject, paragraph and validity note name the journal and the days, not "{site}".
  expect(rawPlaceholders(mail)).toEqual([])
  expect(mail.subject).toContain('Dentaljournal')
  const confirmLink = mail.text?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0]
  expect(confirmLink).toBeTruthy()
  expect(mail.headerLines.map((h) => h.key)).toEqual(
    expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
  )

  await test.step('opening the confirmation link asks first; the button confirms', async () => {
    await page.goto(confirmLink!)
    await expect(
      page.getByRole('heading', { name: 'Newsletter-Anmeldung bestätigen' }),
    ).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click()
    await expect(page.getByRole('heading', { name: 'Anmeldung bestätigt' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Sie erhalten ab jetzt unseren Newsletter' }),
    ).toBeVisible()
    await page.goto(confirmLink!)
    await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible()
  })

  await test.step('the List-Unsubscribe URL opened in a browser shows the button, which unsubscribes', async () => {
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(
      String(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line),
    )?.[1]
    expect(oneClick).toBeTruthy()
    await page.goto(oneClick!)
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/)
    await expect(page.getByRole('heading', { name: 'Vom Newsletter abmelden' })).toBeVisible()
    // The box ticked at sign-up became consent with the confirmation; it is withdrawn here.
    const state = page.getByTestId('measuring-state')
    await expect(state).toHaveText(/werden gezählt, weil Sie es erlaubt haben/)
    await page.getByRole('button', { name: 'Zählung beenden' }).click()
    await expect(state).toHaveText(/werden nicht gezählt/)
    await expect(page.getByRole('button', { name: 'Zählung erlauben' })).toBeVisible()
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible()
    await expect(state).toHaveCount(0)
  })
})

test("the home page has the 'Stay Updated' newsletter block", async ({ page }) => {
  await page.goto('/')
  const block = page.getByTestId('newsletter-stay-updated')
  await expect(block.getByRole('heading', { name: 'Bleiben Sie informiert' })).toBeVisible()
  await expect(block.getByLabel('E-Mail-Adresse')).toHaveAttribute('type', 'email')
  await expect(block.getByRole('button', { name: 'Abonnieren' })).toBeEnabled()
  await page.goto('/en')
  await expect(
    page.getByTestId('newsletter-stay-updated').getByRole('heading', { name: 'Stay Updated' }),
  ).toBeVisible()
})

test("patients subscribe to the patients' newsletter on the patient home and a patient category page", async ({
  page,
}) => {
  await page.goto('/patient')
  const categoryHref = await page
    .locator('a[href^="/patient/category/"]')
    .first()
    .getAttribute('href')
  for (const path of ['/patient', categoryHref!]) {
    await page.goto(path)
    const block = page.getByTestId('newsletter-stay-updated')
    await expect(
      block.getByText('Verständliche Tipps für gesunde Zähne, einmal im Monat per E-Mail.'),
    ).toBeVisible()
    await block.getByLabel('E-Mail-Adresse').fill(`patient-${Date.now()}@beispiel.example`)
    const request = page.waitForRequest('**/api/newsletter/subscribe')
    await block.getByRole('button', { name: 'Abonnieren' }).click()
    expect((await request).postDataJSON()).toMatchObject({ audience: 'patient' })
    await expect(block.getByRole('status')).toContainText('Vielen Dank!')
  }
})
