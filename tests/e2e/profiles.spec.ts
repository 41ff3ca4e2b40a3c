import { expect, test } from '@playwright/test'

import { DEMO_DOCTOR } from './helpers'

test('a dentist publishes a profile and a patient finds it by postal code within 25 km, not within 5 km', async ({
  page,
}) => {
  test.setTimeout(90_000)
  expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
  await page.goto('/doctor-profile')
  const name = page.getByLabel('Name', { exact: true })
  await expect(name).not.toHaveValue('')
  await name.fill('Dr. Dora Zwiebelfeld')
  await page.getByLabel('Postleitzahl').fill('12524')
  await page.getByLabel('Stadt').fill('Berlin')
  await page.getByLabel('Website').fill('keine url')
  await page.getByRole('button', { name: 'Profil speichern' }).click()
  await expect(page.getByText('Bitte geben Sie eine gültige URL ein')).toBeVisible()
  await page.getByLabel('Website').fill('')
  await page.getByLabel('Neues Fachgebiet').fill(' Implantologie ')
  await page.getByLabel('Neues Fachgebiet').press('Enter')
  await expect(page.getByRole('button', { name: 'Implantologie entfernen' })).toBeVisible()
  await page.getByLabel('Öffentliches Profil').check()
  await page.getByRole('button', { name: 'Profil speichern' }).click()
  await expect(page.getByText('Profil gespeichert', { exact: true })).toBeVisible()

  await page.request.post('/api/cms/users/logout')
  await page.context().clearCookies()
  await page.goto('/patient-search')
  await page.getByLabel('Name oder Fachgebiet').fill('Zwiebelfeld')
  await page.getByLabel('Postleitzahl').fill('10115')
  await page.getByLabel('Entfernung').selectOption({ label: 'Bis 25 km' })
  await expect(page.getByTestId('result-count')).toHaveText('1 Zahnarzt gefunden')
  await expect(page.getByTestId('dentist-card')).toContainText('Dr. Dora Zwiebelfeld')
  await expect(page.getByTestId('dentist-card')).toContainText(/1[67](\.\d)? km/)
  await expect(
    page.getByText('Entfernungen nach Postleitzahl-Daten © GeoNames, CC BY 4.0'),
  ).toBeVisible()
  await page.getByLabel('Entfernung').selectOption({ label: 'Bis 5 km' })
  await expect(page.getByTestId('result-count')).toHaveText('Keine Zahnärzte gefunden')

  await page.getByLabel('Entfernung').selectOption({ label: 'Bis 25 km' })
  await page.getByRole('link', { name: 'Profil ansehen' }).click()
  await expect(page.getByRole('heading', { name: /Dr\. Dora Zwiebelfeld/ })).toBeVisible()
  await expect(page.getByText('Verifiziert')).toBeVisible()
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd['@type']).toBe('Dentist')
})

test('a private or unknown profile page is 404', async ({ request }) => {
  expect((await request.get('/dentist/gibt-es-nicht')).status()).toBe(404)
})
