import { expect, test } from '@playwright/test'

import { DEMO_EDITOR } from './helpers'

test.describe('header on a phone (mobile menu and user menu)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('signed out, the menu offers one sign-in entry', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    // the spec's mobile menu links /login
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login')
    // one sign-in entry: 'Anmelden', no second English 'Login'
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
  })

  test('signed in, the menu offers the dashboard and signing out works', async ({ page }) => {
    expect((await page.request.post('/api/cms/users/login', { data: DEMO_EDITOR })).ok()).toBe(true)
    await page.goto('/')
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByRole('link', { name: 'Arzt-Dashboard' })).toBeVisible()
    await menu.getByRole('button', { name: 'Abmelden' }).click()
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Anmelden' })).toBeVisible()
    const me = await (await page.request.get('/api/cms/users/me')).json()
    expect(me.user).toBeNull()
  })
})
