import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { NEWSLETTER_FORM_MESSAGES } from '@/components/newsletter/formMessages'
import { pickMessages, type MessageTree } from '@/i18n/pickMessages'

import de from '../../messages/de.json'

/** The quoted keys inside every `name(…)` call of the form's source. */
function keysCalled(source: string, name: string): string[] {
  const calls = [...source.matchAll(new RegExp(`\\b${name}\\(([^()]*)\\)`, 'g'))]
  return calls.flatMap((c) => [...c[1]!.matchAll(/'([A-Za-z]+)'/g)].map((k) => k[1]!))
}

describe('strings the newsletter form gets in the browser', () => {
  const source = readFileSync(
    path.resolve('src/components/newsletter/NewsletterForm.client.tsx'),
    'utf8',
  )

  it('include every key the form uses, and each exists in the German catalogue', () => {
    const used = [
      ...keysCalled(source, 't').map((k) => `Newsletter.form.${k}`),
      ...keysCalled(source, 'tValidation').map((k) => `Auth.validation.${k}`),
      ...keysCalled(source, 'tMeasuring').map((k) => `NewsletterMeasuring.${k}`),
    ]
    expect(used).toContain('Newsletter.form.emailLabel')
    expect(used).toContain('Auth.validation.emailInvalid')
    expect(used).toContain('NewsletterMeasuring.checkbox')
    expect([...NEWSLETTER_FORM_MESSAGES].sort()).toEqual([...new Set(used)].sort())
    const picked = pickMessages(de as MessageTree, NEWSLETTER_FORM_MESSAGES)
    for (const key of NEWSLETTER_FORM_MESSAGES) {
      const value = key.split('.').reduce<unknown>((node, k) => (node as MessageTree)[k], picked)
      expect(typeof value, key).toBe('string')
    }
  })

  it('leave out the texts the server renders around the form', () => {
    const picked = pickMessages(de as MessageTree, NEWSLETTER_FORM_MESSAGES)
    expect(Object.keys((picked.Newsletter as MessageTree).form as MessageTree)).not.toContain(
      'consent',
    )
  })
})
