import { expect, test, type Page } from '@playwright/test'

/**
 * Opens the search dialog by `open` (a click or the shortcut), again until the hydrated
 * header reacts. It is asked again only while no dialog shows: on a slow machine the
 * dialog's code may arrive after a try has given up, and a click on the open dialog's
 * backdrop would close it again.
 */
async function openSearch(page: Page, open: () => Promise<void>) {
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    if (!(await dialog.isVisible())) await open()
    await expect(dialog).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 45_000 })
  return dialog
}

test.describe('article search', () => {
  test('Ctrl+K opens the search; results are ranked and highlighted; Enter opens the first', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = await openSearch(page, () => page.keyboard.press('Control+k'))
    const input = dialog.getByRole('combobox')
    await expect(input).toBeFocused()
    await expect(
      dialog.getByText('Geben Sie einen Suchbegriff ein.', { exact: false }),
    ).toBeVisible()
    await input.fill('Parodontitis Diabetes')
    const first = dialog.getByRole('option').first()
    await expect(first).toContainText('Parodontitis und Diabetes mellitus')
    await expect(first.locator('mark').first()).toHaveText(/Parodontitis/i)
    await expect(dialog.getByText(/\d+ Treffer/).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/article\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Parodontitis und Diabetes mellitus',
    )
  })

  test('from the patient pages, patient articles come first; a miss shows the empty state', async ({
    page,
  }) => {
    await page.goto('/patient')
    const dialog = await openSearch(page, () => page.getByTestId('search-button').click())
    await dialog.getByRole('combobox').fill('Zahnfleisch')
    await expect(dialog.getByRole('option').first()).toContainText('Zahnfleischbluten')
    await dialog.getByRole('combobox').fill('Quarzmehlxyz')
    await expect(
      dialog.getByText('Keine Artikel gefunden für „Quarzmehlxyz“', { exact: false }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })

  test('searches in the page language, and falls back to the German text of untranslated articles', async ({
    page,
  }) => {
    // Every demo article has an English text: English words find English results, unlabelled.
    await page.goto('/en')
    const english = await openSearch(page, () => page.getByTestId('search-button').click())
    await english.getByRole('combobox').fill('caries')
    await expect(english.getByRole('option').first()).toBeVisible()
    await expect(english.getByText(/\d+ results?/).first()).toBeVisible()
    await expect(english.getByRole('option').first().locator('span[lang]')).toHaveCount(0)
    // No demo article has a Japanese text: found through the German fallback, and labelled so.
    await page.goto('/ja')
    const japanese = await openSearch(page, () => page.getByTestId('search-button').click())
    await japanese.getByRole('combobox').fill('Karies')
    const first = japanese.getByRole('option').first()
    await expect(first).toBeVisible()
    // Title and snippet are German text on a Japanese page: both say so.
    await expect(first.locator('span[lang="de"]')).toHaveCount(2)
  })

  test('the query stands in the address: Back from a result and a reload return to the search with its results', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = await openSearch(page, () => page.getByTestId('search-button').click())
    await dialog.getByRole('combobox').fill('Parodontitis Diabetes')
    const first = dialog.getByRole('option').first()
    await expect(first).toContainText('Parodontitis und Diabetes mellitus')
    await expect(page).toHaveURL(/[?&]search=Parodontitis(\+|%20)Diabetes/)
    await first.click()
    await expect(page).toHaveURL(/\/article\/\d+$/)

    // Back: the page the search was made on, with the dialog, the query and the results.
    await page.goBack()
    await expect(page).toHaveURL(/[?&]search=Parodontitis(\+|%20)Diabetes/)
    const back = page.getByRole('dialog')
    await expect(back.getByRole('combobox')).toHaveValue('Parodontitis Diabetes')
    await expect(back.getByRole('option').first()).toContainText(
      'Parodontitis und Diabetes mellitus',
    )

    // A reload keeps them too; closing the search takes the query out of the address.
    await page.reload()
    const reloaded = page.getByRole('dialog')
    await expect(reloaded.getByRole('combobox')).toHaveValue('Parodontitis Diabetes', {
      timeout: 30_000,
    })
    await expect(reloaded.getByRole('option').first()).toContainText(
      'Parodontitis und Diabetes mellitus',
    )
    await page.keyboard.press('Escape')
    await expect(reloaded).toHaveCount(0)
    await expect(page).not.toHaveURL(/search=/)
  })
})
