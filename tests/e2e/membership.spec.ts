import { expect, test } from '@playwright/test'

import { DEMO_DOCTOR } from './helpers'

test.describe('membership pages (subscribe and payment success)', () => {
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

  test('without Stripe, /checkout-success claims no payment, even for a made-up session id', async ({
    page,
  }) => {
    for (const url of [
      '/checkout-success?session_id=x',
      '/checkout-success?session_id=cs_test_e2e_123456',
    ]) {
      await page.goto(url)
      await expect(page.getByTestId('checkout-outcome')).toHaveAttribute(
        'data-state',
        'notConfigured',
      )
      await expect(
        page.getByRole('heading', { name: 'Online-Zahlung nicht eingerichtet' }),
      ).toBeVisible()
      await expect(
        page.getByText('Es wurde keine Zahlung verarbeitet.', { exact: false }),
      ).toBeVisible()
      await expect(page.getByText('Zahlung erfolgreich')).toHaveCount(0)
      await expect(page.getByTestId('session-id')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Magic Link senden' })).toHaveCount(0)
    }
  })

  test('/success tells a signed-out visitor nothing about a membership and asks to sign in', async ({
    page,
  }) => {
    for (const url of ['/success', '/success?existing=true']) {
      await page.goto(url)
      await expect(page.getByTestId('membership-status')).toHaveAttribute('data-state', 'signedOut')
      await expect(page.getByRole('heading', { name: 'Ihre Mitgliedschaft' })).toBeVisible()
      await expect(page.getByText('Ihre Premium-Mitgliedschaft ist bereits aktiv')).toHaveCount(0)
      await expect(
        page.getByTestId('membership-status').getByRole('link', { name: 'Anmelden' }),
      ).toHaveAttribute('href', /^\/sign-in\?next=/)
    }
  })

  test('a member: /success?existing=true with the real end date, the dashboard without a portal button for a manual grant, and the account pages send them on', async ({
    page,
  }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    await page.goto('/success?existing=true')
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible()
    await expect(page.getByText(/^Gültig bis \d{1,2}\. \p{L}+ \d{4}\.$/u)).toBeVisible()
    await page.goto('/success')
    await expect(
      page.getByRole('heading', { name: 'Willkommen bei Dentaljournal Premium' }),
    ).toBeVisible()

    await page.goto('/doctor-dashboard')
    const card = page.getByTestId('membership-card')
    await expect(card).toContainText(/Premium-Mitglied · gültig bis \d{1,2}\. \p{L}+ \d{4}/u)
    // The demo grant is manual: no Stripe customer, so nothing to manage in Stripe.
    await expect(page.getByRole('button', { name: 'Mitgliedschaft verwalten' })).toHaveCount(0)
    await expect(card.getByRole('link', { name: 'Mitglied werden' })).toHaveCount(0)

    for (const path of ['/sign-in', '/login', '/sign-up', '/forgot-password']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/doctor-dashboard$/)
    }
    await page.goto('/sign-in?next=/subscribe')
    await expect(page).toHaveURL(/\/subscribe$/)
    await page.goto('/sign-in?next=//evil.example')
    await expect(page).toHaveURL(/\/doctor-dashboard$/)
  })
})
