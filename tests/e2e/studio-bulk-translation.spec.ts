import { expect, test } from '@playwright/test'

import { signInToStudio } from './studio-walkthrough/studio'

/** Where the panel's screenshots go (1280 px wide): STUDIO_SHOTS_DIR, else the test's output folder. */
const shot = (name: string) =>
  process.env.STUDIO_SHOTS_DIR
    ? `${process.env.STUDIO_SHOTS_DIR}/${name}`
    : test.info().outputPath(name)

test('the studio translates every published article into a chosen language: estimate, confirmation, progress to done', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signInToStudio(page)

  const panel = page.getByTestId('bulk-translate')
  await expect(panel.getByRole('heading')).toHaveText('Alle veröffentlichten Artikel übersetzen')
  await panel.getByText('Sprachen wählen und Kosten schätzen…').click()
  // Danish: no demo article has a Danish version, and the DeepL stand-in offers it.
  await panel.getByLabel('Dansk (da)').check()
  await panel.getByRole('button', { name: 'Kosten für 1 Sprache schätzen' }).click()

  const row = panel.getByTestId('bulk-estimate-da')
  await expect(row).toContainText('DeepL', { timeout: 30_000 })
  const articles = Number((await row.locator('td').nth(2).textContent())?.replace(/\./g, ''))
  expect(articles).toBeGreaterThan(0)
  await expect(row.locator('td').nth(6)).toContainText('€')
  await expect(panel.getByTestId('bulk-estimate-total')).toContainText(`${articles} Übersetzungen`)
  await expect(panel.getByTestId('bulk-estimate-total')).toContainText('20 € je Million Zeichen')
  await panel.screenshot({ path: shot('bulk-estimate-1280.png') })

  await panel.getByRole('button', { name: 'Übersetzung starten…' }).click()
  const confirm = panel.getByRole('alertdialog', { name: 'Übersetzung bestätigen' })
  await expect(confirm).toContainText(`${articles} Übersetzungen`)
  await confirm.getByRole('button', { name: 'Ja, starten' }).click()

  const total = panel.getByTestId('bulk-progress-total')
  await expect(total).toContainText('Abgeschlossen', { timeout: 180_000 })
  await expect(total).toContainText(
    `${articles} fertig · 0 fehlgeschlagen · 0 offen (von ${articles})`,
  )
  await expect(panel.getByTestId('bulk-progress-da')).toContainText(`${articles} fertig`)
  await panel.screenshot({ path: shot('bulk-progress-1280.png') })

  // A reload shows the same run; a new estimate finds every Danish version current.
  await page.reload()
  await expect(panel.getByTestId('bulk-progress-total')).toContainText('Abgeschlossen', {
    timeout: 30_000,
  })
  await panel.getByRole('button', { name: 'Neue Sammelübersetzung' }).click()
  await panel.getByText('Sprachen wählen und Kosten schätzen…').click()
  await panel.getByLabel('Dansk (da)').check()
  await panel.getByRole('button', { name: 'Kosten für 1 Sprache schätzen' }).click()
  await expect(panel.getByTestId('bulk-estimate-da').locator('td').nth(4)).toHaveText(
    String(articles),
  )
  await expect(panel.getByRole('button', { name: 'Alles ist aktuell' })).toBeDisabled()
})
