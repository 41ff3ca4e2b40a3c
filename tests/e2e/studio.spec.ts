import { expect, test } from '@playwright/test'

import { DEMO_ADMIN } from './helpers'

test('the demo admin signs in to the studio', async ({ page }) => {
  await page.goto('/admin')
  await page.locator('#field-email').fill(DEMO_ADMIN.email)
  await page.locator('#field-password').fill(DEMO_ADMIN.password)
  await page.locator('.form-submit button').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /Artikel/ }).first()).toBeVisible({ timeout: 30_000 })
})
