import { expect, test } from '@playwright/test'

import { DEMO_DOCTOR } from './helpers'

test.describe('membership pages (spec §2 Subscribe, Payment success pages; issue 4)', () => {
  test('without Stripe keys /subscribe shows benefits, the price box and a clear notice with the support address', async ({
    page,
  }) => {
    await page.goto('/subscribe')
    await expect(
      page.getByRole('heading', { name: 'Premium-Mitgliedschaft', level: 1 }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'CME-Punkte' })).toBeVisible()
    await expect(page.getByTestId('price')).toHaveText('300 €')
    for (const term of [
      'Verlängert sich jährlich',
      'Keine Testphase',
      'Keine Geld-zurück-Garantie',
    ])
      await expect(page.getByText(term)).toBeVisible()
    const notice = page.getByTestId('payments-not-configured')
    await expect(notice).toContainText('Die Online-Zahlung ist noch nicht eingerichtet.')
    await expect(notice.getByRole('link')).toHaveAttribute(
      'href',
      'mailto:support@dentaljournal.example',
    )
    expect((await page.request.post('/api/stripe/checkout-session', { data: {} })).status()).toBe(
      503,
    )
  })

  test("/success?existing=true greets an active member with 'Willkommen zurück'", async ({
    page,
  }) => {
    await page.goto('/success?existing=true')
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible()
    await page.goto('/success')
    await expect(
      page.getByRole('heading', { name: 'Willkommen bei Dentaljournal Premium' }),
    ).toBeVisible()
  })

  test('/checkout-success shows the session id and mails a magic link on request', async ({
    page,
  }) => {
    await page.goto('/checkout-success?session_id=cs_test_e2e_123456')
    await expect(page.getByTestId('session-id')).toHaveText('cs_test_e2e_123456')
    const send = page.getByRole('button', { name: 'Magic Link senden' })
    await expect(send).toBeDisabled()
    await page.getByLabel('E-Mail').fill(`checkout-${Date.now()}@test.example`)
    await send.click()
    await expect(
      page.getByText(
        'Magic Link wurde gesendet! Bitte prüfen Sie Ihr Postfach. Der Link ist 1 Stunde gültig.',
        { exact: true },
      ),
    ).toBeVisible()
  })

  test('the dashboard shows a member their membership with the management button', async ({
    page,
  }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    await page.goto('/doctor-dashboard')
    await expect(page.getByText('Premium-Mitglied')).toBeVisible()
    await page.getByRole('button', { name: 'Mitgliedschaft verwalten' }).click()
    await expect(
      page.getByText('Die Online-Zahlung ist noch nicht eingerichtet.', { exact: true }),
    ).toBeVisible()
  })
})
