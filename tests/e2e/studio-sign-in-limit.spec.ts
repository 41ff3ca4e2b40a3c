import { expect, test } from '@playwright/test'

test('the studio login shows the German wait message, not an unknown error, once sign-ins are slowed down', async ({
  page,
}) => {
  // An address of its own: the limit counts this address from this IP address only.
  const email = `studio-limit-${Date.now()}@test.example`
  await page.goto('/admin/login')
  const waitMessage = page.getByText(
    /Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten? erneut\./,
  )
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(`falsch-${attempt}-xyz`)
    const answer = page.waitForResponse((r) => r.url().includes('/api/cms/users/login'))
    await page.locator('.form-submit button').click()
    expect((await answer).status()).toBe(attempt <= 5 ? 401 : 429)
  }
  await expect(waitMessage.first()).toBeVisible()
  await expect(page.getByText(/unknown error|unbekannter Fehler/i)).toHaveCount(0)
})
