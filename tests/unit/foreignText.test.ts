import { describe, expect, it } from 'vitest'

import { foreignTextProps } from '@/i18n/foreignText'

describe('text in another language than the page carries its own lang and dir', () => {
  it('German fallback text on a right-to-left page runs left to right', () => {
    expect(foreignTextProps('de', 'ar')).toEqual({ lang: 'de', dir: 'ltr' })
    expect(foreignTextProps('de', 'he')).toEqual({ lang: 'de', dir: 'ltr' })
  })

  it('Arabic text on a left-to-right page runs right to left', () => {
    expect(foreignTextProps('ar', 'de')).toEqual({ lang: 'ar', dir: 'rtl' })
  })

  it('text in the page language, or of unknown language, inherits the page', () => {
    expect(foreignTextProps('ar', 'ar')).toEqual({})
    expect(foreignTextProps(undefined, 'ar')).toEqual({})
    expect(foreignTextProps(null, 'de')).toEqual({})
  })
})
