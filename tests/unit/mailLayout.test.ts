import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'

import { authEmail } from '@/lib/email/authEmails'
import { renderEmail } from '@/lib/email/layout'
import { renderIssueMail } from '@/lib/newsletter/issues/render'

const branding = { siteName: 'Dentaljournal', supportEmail: 'hilfe@journal.example' }

/** The parsed HTML's root element and its frame: the card's style and the meta tags. */
function frame(html: string) {
  const doc = parseDocument(html)
  const root = DomUtils.findOne((e) => e.name === 'html', doc.children)!
  const metas = DomUtils.findAll((e) => e.name === 'meta', doc.children).map(
    (e) => `${e.attribs.name}=${e.attribs.content}`,
  )
  const card = DomUtils.findOne(
    (e) => e.name === 'table' && /max-width:560px/.test(e.attribs.style ?? ''),
    doc.children,
  )
  return {
    lang: root.attribs.lang,
    dir: root.attribs.dir,
    metas,
    cardStyle: card?.attribs.style,
    doc,
  }
}

describe('the one mail layout (account mails and newsletters)', () => {
  it('renders an account mail with React Email: language, light colour scheme, the button link and the URL in full, values escaped', async () => {
    const url = 'https://journal.example/account#token=abc&x=1'
    const mail = await authEmail('magicLink', { name: '<b>Dora</b>', url }, branding, 'de')
    const f = frame(mail.html)
    expect(f).toMatchObject({ lang: 'de', dir: 'ltr' })
    expect(f.metas).toContain('color-scheme=light')
    const links = DomUtils.findAll((e) => e.name === 'a', f.doc.children).map((a) => a.attribs.href)
    expect(links).toContain(url)
    expect(mail.html).toContain('Jetzt anmelden')
    expect(mail.html).not.toContain('<b>Dora</b>')
    expect(DomUtils.textContent(f.doc)).toContain('Guten Tag <b>Dora</b>,')
    // The plain-text part: every line readable, the action as "label: URL".
    expect(mail.text).toContain(`Jetzt anmelden: ${url}`)
    expect(mail.text.split('\n')[0]).toBe('Guten Tag <b>Dora</b>,')
  })

  it('turns right to left for Arabic, Hebrew and Persian', async () => {
    for (const lang of ['ar', 'he', 'fa']) {
      const mail = await renderEmail(
        { subject: 'S', greeting: 'G', paragraphs: ['P'], support: 'Support' },
        branding,
        lang,
      )
      expect(frame(mail.html)).toMatchObject({ lang, dir: 'rtl' })
    }
  })

  it('gives an account mail and a newsletter issue the same frame', async () => {
    const account = frame((await authEmail('passwordChanged', {}, branding, 'en')).html)
    const issue = frame(
      (
        await renderIssueMail(
          {
            locale: 'ar',
            dir: 'rtl',
            subject: 'عدد جديد',
            preheader: null,
            articles: [],
          },
          branding,
          'https://journal.example/ar/newsletter/unsubscribe?token=t',
        )
      ).html,
    )
    expect(issue).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(issue.metas).toEqual(account.metas)
    expect(account.cardStyle).toBeTruthy()
    expect(issue.cardStyle?.replace('text-align:right', 'text-align:left')).toBe(account.cardStyle)
  })
})
