import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'

type Catalogue = {
  Gate: Record<string, string>
  Subscribe: { terms: Record<string, string> }
  Auth: { signUp: Record<string, string> }
}
const catalogue = (code: string): Catalogue =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${code}.json`), 'utf8'))

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

describe('membership wording (one truthful wording everywhere)', () => {
  it.each([...LOCALES])(
    '%s: the upsell under a premium preview states the cancellation terms of /subscribe',
    (code) => {
      const c = catalogue(code)
      expect(c.Gate.price.toLowerCase()).toContain(
        lowerFirst(c.Subscribe.terms.cancel).toLowerCase(),
      )
    },
  )

  it.each([...LOCALES])(
    '%s: the upsell button that opens the invitation request is named like it',
    (code) => {
      const c = catalogue(code)
      expect(c.Gate.requestInvitation).toBe(c.Auth.signUp.modeRequest)
    },
  )

  it('German: no "jederzeit kündbar" without the end of the term, no "kostenlos" sign-up', () => {
    const gate = JSON.stringify(catalogue('de').Gate)
    expect(gate).toContain('zum Ende der Laufzeit kündbar')
    expect(gate).not.toMatch(/kostenlos/i)
  })
})
