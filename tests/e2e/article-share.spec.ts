import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { seededArticle } from './helpers'

/**
 * "Teilen und zitieren" under an article: a mail link with the article's address, the APA
 * and Vancouver texts, and BibTeX and RIS files a reference manager reads, all without a
 * client component.
 */
test('an article offers sharing by mail and citations in APA, Vancouver, BibTeX and RIS', async ({
  page,
}) => {
  const article = await seededArticle(page.request, (a) => a.audience === 'patient')
  await page.goto(`/article/${article.id}`)
  const box = page.getByTestId('share-and-cite')

  await box.getByText('Teilen', { exact: true }).click()
  const mail = box.getByRole('link', { name: 'Per E-Mail senden' })
  await expect(mail).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.+article%2F${article.id}`),
  )
  await expect(box.getByRole('textbox', { name: 'Link zum Kopieren' })).toHaveValue(
    new RegExp(`/article/${article.id}$`),
  )

  await box.getByText('Zitieren', { exact: true }).click()
  const family = article.author.split(' ').at(-1)!
  const year = String(article.publishedAt.getUTCFullYear())
  await expect(
    box.getByText(new RegExp(`^${family}, (\\p{L}\\.[ -]?)+ \\(${year}\\)\\. `, 'u')),
  ).toBeVisible()
  await expect(
    box.getByText(new RegExp(`^${family} \\p{L}+\\. .*\\[Internet\\]`, 'u')),
  ).toBeVisible()

  const [bib] = await Promise.all([
    page.waitForEvent('download'),
    box.getByRole('link', { name: 'BibTeX herunterladen' }).click(),
  ])
  expect(bib.suggestedFilename()).toMatch(new RegExp(`-${article.id}\\.bib$`))
  const entry = await readFile((await bib.path())!, 'utf8')
  expect(entry).toContain(`author = {${family},`)
  expect(entry).toContain(`year = {${year}}`)

  const [ris] = await Promise.all([
    page.waitForEvent('download'),
    box.getByRole('link', { name: /^RIS herunterladen/ }).click(),
  ])
  expect(ris.suggestedFilename()).toMatch(new RegExp(`-${article.id}\\.ris$`))
  expect(await readFile((await ris.path())!, 'utf8')).toMatch(/^TY {2}- JOUR\r\n/)
})

/**
 * On a right-to-left page, the citations of an article whose text is in a left-to-right
 * language carry that language and `dir="ltr"` (as the title does), so the Latin text and
 * its punctuation are not laid out right to left.
 */
test('on an Arabic page the citations of an article without Arabic text run left to right', async ({
  page,
}) => {
  // Doctors' articles have no Arabic translation in the demo.
  const article = await seededArticle(page.request, (a) => a.audience === 'doctor')
  await page.goto(`/ar/article/${article.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const textLang = await page.locator('h1').getAttribute('lang')
  expect(textLang).toMatch(/^(de|en)$/)

  const citations = page.getByTestId('share-and-cite').locator('dd')
  await expect(citations).toHaveCount(2)
  for (const citation of await citations.all()) {
    await expect(citation).toHaveAttribute('dir', 'ltr')
    await expect(citation).toHaveAttribute('lang', textLang!)
  }
})
