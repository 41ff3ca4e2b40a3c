import { describe, expect, it } from 'vitest'

import { messageTranslator } from '@/i18n/messageTranslator'

describe('messageTranslator (texts made outside a page: mails, export summaries)', () => {
  it('fills placeholders and plurals in the recipient’s language', async () => {
    const tr = await messageTranslator('tr', 'MailFrame')
    expect(tr('confirmSubject', { site: 'Dentaljournal' })).toBe(
      'Lütfen Dentaljournal bülten aboneliğinizi onaylayın',
    )
    const de = await messageTranslator('de', 'MailFrame')
    expect(de('confirmNote', { days: 1 })).toMatch(/^Der Link ist 1 Tag gültig\./)
    expect(de('confirmNote', { days: 7 })).toMatch(/^Der Link ist 7 Tage gültig\./)
    expect(de('digestSubject', { count: 12 })).toBe('Wochenübersicht: 12 neue Artikel')
  })

  it('writes numbers with the journal’s Latin digits in every language', async () => {
    const ar = await messageTranslator('ar', 'MailFrame')
    const subject = ar('digestSubject', { count: 12 })
    expect(subject).toContain('12')
    expect(subject).not.toMatch(/[٠-٩]/)
  })

  it('reads nested keys, and gives a missing key’s last segment as the pages do', async () => {
    const en = await messageTranslator('en', 'AccountData')
    expect(en('section.account')).not.toBe('account')
    expect(en('section.noSuchSection')).toBe('noSuchSection')
  })
})
