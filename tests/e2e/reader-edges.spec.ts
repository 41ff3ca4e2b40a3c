import { expect, test, type Page } from '@playwright/test'

import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { DEMO_DOCTOR, DEMO_EDITOR, seededArticle } from './helpers'

/**
 * Loads `path` with the page's script files refused (its stylesheets still load): what the
 * server HTML, the styles and the inline scripts paint before any script file runs.
 */
async function firstFrame(page: Page, path: string) {
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js(\?|$)/, (route) => route.abort())
  await page.goto(path)
}

test.describe('rough edges readers and dentists found', () => {
  test('a signed-in member never sees the visitor header, not even before the scripts run', async ({
    page,
  }) => {
    const article = await seededArticle(page.request, (a) => a.audience === 'doctor' && a.isPremium)
    await firstFrame(page, `/article/${article.id}`)
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await expect(page.getByTestId('header-skeleton')).toBeHidden()

    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    for (const path of [`/article/${article.id}`, '/verify-email', '/account']) {
      await page.goto(path)
      await expect(page.getByTestId('header-skeleton'), path).toBeVisible()
      await expect(page.getByRole('link', { name: 'Mitglied werden' }), path).toBeHidden()
      await expect(page.getByRole('link', { name: 'Anmelden' }), path).toBeHidden()
    }
  })

  test('a browser with a session hint shows the visitor buttons in none of its first frames', async ({
    page,
    context,
    baseURL,
  }) => {
    // The hint is read by a module script after the HTML is parsed (it must not hold up
    // the parser); until then the account area is kept empty. Each animation frame below
    // records, just before it is painted, whether the visitor buttons would show (after
    // hydration the server's answer decides, and this wrapper is gone).
    const article = await seededArticle(page.request, (a) => a.audience === 'doctor' && a.isPremium)
    await context.addCookies([{ name: 'dj_signed_in', value: '1', url: baseURL! }])
    await page.addInitScript(`
      window.__frames = [];
      (function frame() {
        var buttons = document.querySelector('[data-testid=header-signed-out]');
        var style = buttons && getComputedStyle(buttons);
        window.__frames.push(!!style && style.display !== 'none' && style.visibility !== 'hidden');
        if (window.__frames.length < 60) requestAnimationFrame(frame);
      })();
    `)
    await page.goto(`/article/${article.id}`, { waitUntil: 'load' })
    type Recording = { __frames: boolean[] }
    await page.waitForFunction(() => (window as unknown as Recording).__frames.length >= 10)
    const frames = await page.evaluate(() => (window as unknown as Recording).__frames)
    expect(frames.filter(Boolean), 'frames showing the visitor buttons').toEqual([])
  })

  test('cards and title lists mark premium articles, free ones not', async ({ page }) => {
    const premium = await seededArticle(page.request, (a) => a.audience === 'doctor' && a.isPremium)
    await page.goto(`/category/${premium.category}`)
    const card = page.locator('article', { has: page.getByRole('link', { name: premium.title }) })
    await expect(card.locator('.card-premium')).toHaveText('Premium')
    const free = await seededArticle(page.request, (a) => a.audience === 'patient')
    await page.goto('/patient')
    const freeCard = page
      .locator('article', { has: page.getByRole('link', { name: free.title }) })
      .first()
    await expect(freeCard).toBeVisible()
    await expect(freeCard.locator('.card-premium')).toHaveCount(0)
  })

  test("the article sidebar's latest posts never list the article being read", async ({ page }) => {
    await page.goto('/')
    const first = page.getByRole('region', { name: 'Neueste Beiträge' }).getByRole('link').first()
    const href = (await first.getAttribute('href'))!
    await page.goto(href)
    const sidebar = page.getByRole('region', { name: 'Neueste Beiträge' })
    await expect(sidebar.getByRole('link')).toHaveCount(4)
    await expect(sidebar.locator(`a[href="${href}"]`)).toHaveCount(0)
  })

  test('the upsell and /subscribe state the same terms; a member is told they are one', async ({
    page,
  }) => {
    const article = await seededArticle(page.request, (a) => a.audience === 'doctor' && a.isPremium)
    await page.goto(`/article/${article.id}`)
    await expect(page.getByTestId('premium-gate')).toContainText(
      '300 € pro Jahr, jederzeit zum Ende der Laufzeit kündbar',
    )
    await page.goto('/subscribe')
    await expect(page.getByText('Jederzeit zum Ende der Laufzeit kündbar')).toBeVisible()
    await expect(page.getByTestId('already-member')).toHaveCount(0)
    // What is not included is listed without the green check marks of the benefits.
    const limits = page.getByTestId('price-limit')
    await expect(limits).toHaveText(['Keine Testphase', 'Keine Geld-zurück-Garantie'])
    await expect(limits.locator('svg.lucide-check')).toHaveCount(0)
    await expect(page.getByTestId('price-terms').locator('svg.lucide-check')).toHaveCount(2)
    await expect(
      page
        .locator('aside[aria-labelledby="price-title"]')
        .getByRole('link', { name: 'Nutzungsbedingungen' }),
    ).toHaveAttribute('href', '/nutzungsbedingungen')

    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    await page.goto('/subscribe')
    const member = page.getByTestId('already-member')
    await expect(member).toContainText('Ihre Premium-Mitgliedschaft ist bereits aktiv')
    await expect(member.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute(
      'href',
      '/doctor-dashboard',
    )
    await expect(page.getByRole('button', { name: 'Jetzt Mitglied werden' })).toHaveCount(0)
    await expect(page.getByTestId('payments-not-configured')).toHaveCount(0)
  })

  test('a dentist without a profile is led to create it, and nothing fails on the way', async ({
    page,
  }) => {
    const profileStatuses: number[] = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/doctor/profile') profileStatuses.push(r.status())
    })
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_EDITOR })).ok()).toBe(true)
    await page.goto('/doctor-dashboard')
    await expect(page.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute(
      'href',
      '/doctor-profile',
    )
    await expect(page.getByTestId('create-profile')).toHaveText(/Jetzt Profil anlegen/)
    expect(profileStatuses).toEqual([200])
  })

  test('the quiz says which attempt is the last, and long questions stay inside their box', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const quiz = loadSeedQuizzes()[2]!
    const article = await seededArticle(page.request, (a) => a.slug === quiz.articleSlug)
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_EDITOR })).ok()).toBe(true)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(`/article/${article.id}`)
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'CME-Quiz' }),
    })
    // The quiz loads after the page (SWR); on a busy machine that takes a while.
    await expect(section.getByTestId('quiz-intro')).toContainText('Sie haben zwei Versuche.', {
      timeout: 30_000,
    })
    const fieldsets = section.locator('fieldset')
    await expect(fieldsets).toHaveCount(quiz.questions.length > 5 ? 5 : quiz.questions.length)
    const count = await fieldsets.count()
    for (let i = 0; i < count; i++) {
      const fieldset = fieldsets.nth(i)
      const legend = fieldset.locator('legend')
      // the question sits inside the box, below its top border, on a phone as well
      const [box, text] = [(await fieldset.boundingBox())!, (await legend.boundingBox())!]
      expect(text.y).toBeGreaterThan(box.y + 8)
      const legendText = (await legend.textContent()) ?? ''
      const question = quiz.questions.find((q) =>
        legendText.includes(q.questionMd.replace(/\*\*/g, '').slice(0, 40)),
      )
      const wrong = question!.choices.find((_, c) => c !== question!.correctIndex)!
      await fieldset.getByLabel(wrong, { exact: true }).check()
    }
    await section.getByRole('button', { name: 'Quiz einreichen' }).click()
    await expect(section.getByTestId('quiz-attempts-left')).toHaveText(
      'Sie haben noch einen Versuch, und er ist Ihr letzter.',
    )
    await page.reload()
    await expect(section.getByTestId('quiz-attempts-left')).toHaveText(
      'Sie haben noch einen Versuch, und er ist Ihr letzter.',
      { timeout: 30_000 },
    )
    // the second attempt opens with its own questions and says it is the last
    await section.getByRole('button', { name: 'Zweiten Versuch starten' }).click()
    await expect(section.getByTestId('quiz-intro')).toContainText(
      'Dies ist Ihr zweiter und letzter Versuch.',
      { timeout: 30_000 },
    )
    await expect(section.locator('fieldset').first()).toBeVisible()
  })

  test('a wrong current password is shown at its field, not only in a toast', async ({ page }) => {
    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_EDITOR })).ok()).toBe(true)
    await page.goto('/account/security')
    const current = page.getByLabel('Aktuelles Passwort', { exact: true })
    await current.fill('nicht-das-passwort')
    await page.getByLabel('Neues Passwort', { exact: true }).fill('ein-neues-passwort-1')
    await page.getByLabel('Neues Passwort bestätigen').fill('ein-neues-passwort-1')
    await page.getByRole('button', { name: 'Passwort ändern' }).click()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(current).toHaveAccessibleDescription(/Aktuelles Passwort falsch/)
    await expect(current).toBeFocused()
  })

  test("the dentist search offers the profiles' specialties, keeps its search in the URL and a profile leads back", async ({
    page,
  }) => {
    await page.goto('/patient-search')
    const specialty = page.getByLabel('Fachgebiet', { exact: true })
    await expect(specialty.locator('option', { hasText: 'Endodontie' })).toHaveCount(1)
    await expect(specialty.locator('option', { hasText: 'Aligner' })).toHaveCount(1)
    await specialty.selectOption('Endodontie')
    await expect(page).toHaveURL(/\/patient-search\?specialty=Endodontie$/)
    const cards = page.getByTestId('dentist-card')
    await expect(cards.first()).toContainText('Endodontie')
    const count = await page.getByTestId('result-count').textContent()

    await cards.first().getByRole('link', { name: 'Profil ansehen' }).click()
    await expect(page).toHaveURL(/\/dentist\//)
    await page.getByTestId('back-to-results').click()
    await expect(page).toHaveURL(/\/patient-search\?specialty=Endodontie$/)
    await expect(specialty).toHaveValue('Endodontie')
    await expect(page.getByTestId('result-count')).toHaveText(count!)

    await specialty.selectOption('')
    await expect(page).toHaveURL(/\/patient-search$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/patient-search\?specialty=Endodontie$/)
    await expect(specialty).toHaveValue('Endodontie')
    await expect(page.getByTestId('result-count')).toHaveText(count!)
  })

  test('a dentist article and its patient version link each other', async ({ page }) => {
    const doctor = await seededArticle(
      page.request,
      (a) => a.slug === 'endodontische-spuelung-grundlagen',
    )
    const patient = await seededArticle(
      page.request,
      (a) => a.slug === 'wurzelkanalbehandlung-ablauf',
    )
    await page.goto(`/article/${doctor.id}`)
    const link = page.getByTestId('counterpart-link')
    await expect(link).toContainText('Patientenversion')
    await expect(link.getByRole('link', { name: patient.title })).toHaveAttribute(
      'href',
      `/article/${patient.id}`,
    )
    await page.goto(`/article/${patient.id}`)
    await expect(page.getByTestId('counterpart-link')).toContainText('Fachversion')
    await expect(
      page.getByTestId('counterpart-link').getByRole('link', { name: doctor.title }),
    ).toHaveAttribute('href', `/article/${doctor.id}`)
  })

  test("'Für Patienten empfehlen': a dentist gets a QR code and a plain link; visitors get nothing", async ({
    page,
  }) => {
    const patient = await seededArticle(
      page.request,
      (a) => a.slug === 'wurzelkanalbehandlung-ablauf',
    )
    await page.goto(`/article/${patient.id}`)
    await expect(page.getByTestId('article-body')).toBeVisible()
    await expect(page.getByTestId('recommend-for-patients')).toHaveCount(0)

    expect((await page.request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    await page.goto(`/article/${patient.id}`)
    const panel = page.getByTestId('recommend-for-patients')
    await panel.getByRole('button', { name: 'QR-Code und Link zeigen' }).click()
    await expect(panel.getByTestId('recommend-qr').locator('svg')).toBeVisible()
    const origin = new URL(page.url()).origin
    await expect(panel.getByTestId('recommend-link')).toHaveText(`${origin}/article/${patient.id}`)
    await panel.getByLabel('Sprache des Artikels').selectOption('en')
    await expect(panel.getByTestId('recommend-link')).toHaveText(
      `${origin}/en/article/${patient.id}`,
    )
    // the link opens the article for someone with no account
    await page.context().clearCookies()
    await page.goto(`/en/article/${patient.id}`)
    await expect(page.getByTestId('article-body')).toBeVisible()
  })
})
