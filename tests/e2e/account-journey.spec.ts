import { expect, test, type Page } from '@playwright/test'

import { DEMO_INVITATION_CODE } from '../../scripts/seed/demoAccounts'
import { lastParagraph, seededArticle, snippet } from './helpers'
import { linkFromMail, openMailbox } from './mailbox'

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => {
  await mailbox.stop()
})

const email = `journey-${Date.now()}@test.example`
const passwords = {
  first: 'erstes-passwort-1',
  reset: 'zweites-passwort-2',
  changed: 'drittes-passwort-3',
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Benutzermenü' }).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible()
}

async function signInWithPassword(page: Page, password: string) {
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
}

test('a dentist signs up with an invitation code, verifies, uses a magic link, resets and changes the password', async ({
  page,
}) => {
  test.setTimeout(180_000)

  await test.step('sign up with the invitation code', async () => {
    await page.goto('/sign-up')
    await page.getByLabel('Einladungscode').fill(DEMO_INVITATION_CODE.toLowerCase())
    await page.getByLabel('Vorname').fill('Lena')
    await page.getByLabel('Nachname').fill('Zahn')
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('kurz')
    await page.getByLabel('Passwort bestätigen').fill('anders')
    await page.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible()
    await expect(
      page.getByText('Bitte stellen Sie sicher, dass beide Passwörter identisch sind.'),
    ).toBeVisible()
    await page.getByLabel('Passwort', { exact: true }).fill(passwords.first)
    await page.getByLabel('Passwort bestätigen').fill(passwords.first)
    await page.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByRole('heading', { name: 'Bestätigungs-E-Mail gesendet' })).toBeVisible()
    await expect(page.getByText('Registrierung erfolgreich', { exact: true })).toBeVisible()
  })

  await test.step('verify the address from the email, land on the dashboard signed in', async () => {
    const link = await linkFromMail(mailbox.messages, email, /bestätigen Sie Ihre E-Mail-Adresse/)
    expect(new URL(link).pathname).toBe('/verify-email')
    await page.goto(link)
    // A link from a mail asks before it signs in (the address shown masked).
    await expect(
      page.getByRole('heading', { name: `Als ${email[0]}…@test.example anmelden?` }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(
      page.getByText('E-Mail erfolgreich verifiziert', { exact: true }).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/doctor-dashboard$/, { timeout: 10_000 })
    await expect(page.getByRole('heading', { name: 'Arzt-Dashboard' })).toBeVisible()
    await expect(page.getByText('Willkommen, Lena Zahn!')).toBeVisible()
  })

  await test.step('a signed-in non-member still gets only the preview and the upgrade (no sign-up button)', async () => {
    const article = await seededArticle(page.request, (a) => a.audience === 'doctor' && a.isPremium)
    const tail = snippet(lastParagraph(article.body))
    const api = await (await page.request.get(`/api/articles/${article.id}?locale=de-DE`)).json()
    expect(api.gated).toBe(true)
    expect(JSON.stringify(api)).not.toContain(tail)
    await page.goto(`/article/${article.id}`)
    await expect(page.getByTestId('premium-gate')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Einladung anfordern' })).toHaveCount(0)
    await expect(page.getByTestId('article-body')).not.toContainText(tail)
  })

  await test.step('sign out from the user menu', async () => {
    await signOutFromMenu(page)
  })

  await test.step('sign in with a magic link asked for in this browser (no question), which works only once', async () => {
    await page.goto('/sign-in')
    await page.getByRole('button', { name: 'Magic Link', exact: true }).click()
    await page.getByLabel('E-Mail').fill(email)
    await page.getByRole('button', { name: 'Magic Link senden' }).click()
    await expect(page.getByRole('heading', { name: 'E-Mail gesendet!' })).toBeVisible()
    const link = await linkFromMail(mailbox.messages, email, /Anmeldelink/)
    await page.goto(link)
    await expect(page.getByText('Erfolgreich angemeldet', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/doctor-dashboard$/, { timeout: 10_000 })
    await signOutFromMenu(page)
    await page.goto(link)
    // The page shows the catalogue's text for the answer's code (`link_invalid`).
    await expect(
      page.getByText('Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/sign-in$/)
  })

  await test.step('reset the forgotten password', async () => {
    await page.goto('/forgot-password')
    const submit = page.getByRole('button', { name: 'Link senden' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('E-Mail').fill(email)
    await submit.click()
    await expect(page.getByRole('heading', { name: 'E-Mail gesendet' })).toBeVisible()
    const link = await linkFromMail(mailbox.messages, email, /Passwort zurücksetzen/)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible()
    await page.getByLabel('Neues Passwort').fill(passwords.reset)
    await page.getByLabel('Passwort bestätigen').fill(passwords.reset)
    await page.getByRole('button', { name: 'Passwort aktualisieren' }).click()
    await expect(
      page.getByRole('heading', { name: 'Passwort erfolgreich aktualisiert' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
    await expect(page).toHaveURL(/\/sign-in\?reset=ok$/)
    await expect(
      page.getByText(
        'Passwort erfolgreich aktualisiert. Bitte melden Sie sich mit Ihrem neuen Passwort an.',
      ),
    ).toBeVisible()
  })

  await test.step('the old password fails, the new one signs in', async () => {
    await signInWithPassword(page, passwords.first)
    await expect(
      page.getByText('E-Mail-Adresse oder Passwort ist falsch.', { exact: true }),
    ).toBeVisible()
    await signInWithPassword(page, passwords.reset)
    await expect(page).toHaveURL(/\/doctor-dashboard$/)
  })

  await test.step('change the password at /account/security', async () => {
    await page.getByRole('button', { name: 'Benutzermenü' }).click()
    await page.getByRole('menuitem', { name: 'Konto-Sicherheit' }).click()
    await expect(page.getByRole('heading', { name: 'Konto-Sicherheit' })).toBeVisible()
    const year = String(new Date().getFullYear())
    await expect(page.getByText('Konto erstellt am').locator('..')).toContainText(
      new RegExp(`\\d{1,2}\\. \\S+ ${year}`),
    )
    await expect(page.getByText('E-Mail verifiziert am').locator('..')).toContainText(year)
    await page.getByLabel('Aktuelles Passwort').fill('falsches-passwort')
    await page.getByLabel('Neues Passwort', { exact: true }).fill(passwords.changed)
    await page.getByLabel('Neues Passwort bestätigen').fill(passwords.changed)
    await page.getByRole('button', { name: 'Passwort ändern' }).click()
    await expect(page.getByText('Aktuelles Passwort falsch', { exact: true })).toBeVisible()
    await page.getByLabel('Aktuelles Passwort').fill(passwords.reset)
    await page.getByRole('button', { name: 'Passwort ändern' }).click()
    await expect(page.getByText('Passwort erfolgreich geändert', { exact: true })).toBeVisible()
    await signOutFromMenu(page)
    await page.goto('/sign-in')
    await signInWithPassword(page, passwords.changed)
    await expect(page).toHaveURL(/\/doctor-dashboard$/)
  })
})

test.describe('account screens without a valid link or session', () => {
  test('an invalid reset link shows the toast and card, then goes to /forgot-password after 2 s', async ({
    page,
  }) => {
    await page.goto('/reset-password#token=not-a-real-token-0123456789')
    await expect(page.getByRole('heading', { name: 'Ungültiger Link' })).toBeVisible()
    await expect(
      page.getByText('Der Zurücksetzungslink ist ungültig oder abgelaufen.').first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible()
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 5000 })
  })

  test('an invalid verification link shows the error with buttons to sign-in and a new link', async ({
    page,
  }) => {
    await page.goto('/verify-email#token=not-a-real-token-0123456789')
    await expect(page.getByRole('heading', { name: 'Verifikation fehlgeschlagen' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/sign-in',
    )
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  test('account security and the dashboard ask visitors to sign in; /account sends them to /sign-in', async ({
    page,
  }) => {
    await page.goto('/account/security')
    await expect(page.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible()
    await page.goto('/doctor-dashboard')
    await expect(
      page.getByText('Bitte melden Sie sich an, um Ihr Dashboard zu sehen.'),
    ).toBeVisible()
    await page.goto('/account')
    await expect(page).toHaveURL(/\/sign-in$/)
  })

  test('/login is the real sign-in and the magic-link form needs an email', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Anmeldung' })).toBeVisible()
    await page.getByRole('button', { name: 'Magic Link', exact: true }).click()
    await page.getByRole('button', { name: 'Magic Link senden' }).click()
    await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeVisible()
  })

  test('a refused sign-in is said at the form, as an alert for screen readers', async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await page.getByLabel('E-Mail').fill(`niemand-${Date.now()}@praxis.example`)
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort-1')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    const alert = page.locator('form').getByRole('alert')
    await expect(alert).toContainText('E-Mail-Adresse oder Passwort ist falsch.')
    await expect(page).toHaveURL(/\/sign-in$/)
  })
})

test('social sign-in: a configured provider gets a button, and signing in with it returns to /account and the dashboard', async ({
  page,
}) => {
  await page.goto('/sign-in')
  await expect(page.getByTestId('social-facebook')).toHaveCount(0)
  await page.getByTestId('social-google').click()
  await expect(page).toHaveURL(/\/doctor-dashboard/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Arzt-Dashboard' })).toBeVisible()
})
