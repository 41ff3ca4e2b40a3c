import { expect, test, type Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { DEMO_EDITOR, seededArticle } from './helpers'
import { openMailbox, rawPlaceholders } from './mailbox'

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

/** Where the screenshots go: STUDIO_SHOTS_DIR, else the test's output folder. */
const shot = (name: string) =>
  process.env.STUDIO_SHOTS_DIR
    ? `${process.env.STUDIO_SHOTS_DIR}/${name}`
    : test.info().outputPath(name)

/** Waits (60 s at most) for a mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const mail = mailbox.messages.find(
      (m) => subject.test(m.subject ?? '') && JSON.stringify(m.to).includes(to),
    )
    if (mail) return mail
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${to} matching ${subject}; got: ${mailbox.messages.map((m) => m.subject).join(' | ')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A confirmed newsletter subscriber in `locale`, through the public double opt-in. */
async function confirmedSubscriber(page: Page, email: string, locale: string): Promise<void> {
  const subscribed = await page.request.post('/api/newsletter/subscribe', {
    data: { email, locale, source: 'footer' },
  })
  expect(subscribed.status()).toBeLessThan(300)
  const mail = await mailTo(email, /Newsletter-Anmeldung|newsletter subscription/)
  const token = mail.text?.match(/newsletter\/confirm\?token=([A-Za-z0-9_%-]+)/)?.[1]
  expect(token).toBeTruthy()
  const confirmed = await page.request.post('/api/newsletter/confirm', {
    data: { token: decodeURIComponent(token!) },
  })
  expect(confirmed.status()).toBe(200)
}

test('an editor sends an issue from the studio and it arrives in German and in English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const run = Date.now()
  const german = `leser-de-${run}@test.example`
  const english = `reader-en-${run}@test.example`
  await confirmedSubscriber(page, german, 'de')
  await confirmedSubscriber(page, english, 'en')

  await page.goto('/admin')
  await page.locator('#field-email').fill(DEMO_EDITOR.email)
  await page.locator('#field-password').fill(DEMO_EDITOR.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  const article = await seededArticle(page.request, (a) => a.audience === 'doctor')
  const created = await page.request.post('/api/admin/newsletters', {
    headers: { origin: baseURL! },
    data: { subject: `Neues im Journal ${run}`, articles: [article.id] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const patched = await page.request.patch(`/api/admin/newsletters/${id}`, {
    headers: { origin: baseURL! },
    data: { locale: 'en', subject: `New in the journal ${run}` },
  })
  expect(patched.status()).toBe(200)

  await page.goto(`/admin/collections/newsletters/${id}`)
  const progress = page.getByTestId('newsletter-progress')
  await expect(page.getByTestId('newsletter-status')).toHaveText('Entwurf', { timeout: 30_000 })
  // The preview spans the main column, at desktop and phone width (screenshots looked at).
  const preview = page.getByTestId('newsletter-preview')
  const frame = preview.getByTitle('Vorschau der E-Mail')
  await expect(frame).toBeVisible()
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    const box = (await frame.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(box.width).toBeGreaterThan(560)
    await preview.screenshot({ path: shot(`newsletter-preview-${width}.png`) })
  }
  await preview.getByRole('button', { name: 'Mobil' }).click()
  expect(Math.round((await frame.boundingBox())!.width)).toBe(390)
  await preview.screenshot({ path: shot('newsletter-preview-mobile.png') })

  // At 1024 px the sidebar sits below the main column; a tall window shows its buttons
  // without scrolling (the studio scrolls smoothly, and a click sent while it still
  // scrolls lands beside the button).
  await page.setViewportSize({ width: 1024, height: 2000 })

  // A test send answers in place: sent, to the editor's own address.
  await page.getByRole('button', { name: 'Test an mich senden' }).click()
  await expect(page.getByTestId('newsletter-action-result')).toHaveText(
    `Testsendung an ${DEMO_EDITOR.email} verschickt.`,
    { timeout: 30_000 },
  )
  await mailTo(DEMO_EDITOR.email, /Neues im Journal/)

  // Sending asks in the studio, naming the list, the languages and the recipients.
  await page.getByRole('button', { name: 'Jetzt senden…' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Versand bestätigen' })
  await expect(confirm).toContainText('des Zahnärzte-Newsletters')
  await expect(confirm).toContainText(/\(Deutsch, .*Englisch.*\)/)
  await expect(confirm).toContainText(/an [\d.]+ bestätigte/)
  await page.screenshot({ path: shot('newsletter-send-confirm-1024.png') })
  await confirm.getByRole('button', { name: 'Ja, jetzt senden' }).click()
  await expect(page.getByTestId('newsletter-status')).toHaveText('Versendet', { timeout: 90_000 })
  await expect(progress).toBeVisible()
  await expect(page.getByRole('button', { name: /Jetzt senden/ })).toHaveCount(0)

  const de = await mailTo(german, new RegExp(`Neues im Journal ${run}`))
  const en = await mailTo(english, new RegExp(`New in the journal ${run}`))
  // The frame's placeholders are filled in (the footer names the journal, not "{site}").
  expect(rawPlaceholders(de)).toEqual([])
  expect(rawPlaceholders(en)).toEqual([])
  expect(String(de.html)).toContain('Newsletter abbestellen')
  expect(String(en.html)).toContain('Unsubscribe from the newsletter')
  expect(String(de.html)).toMatch(new RegExp(`/article/${article.id}`))
  expect(String(en.html)).toMatch(new RegExp(`/en/article/${article.id}`))

  const again = await page.request.post(`/api/admin/newsletters/${id}/send`, {
    headers: { origin: baseURL! },
    data: {},
  })
  expect(again.status()).toBe(409)
})
