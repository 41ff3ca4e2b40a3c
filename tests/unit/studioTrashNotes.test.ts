import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArticleTrashNotice } from '@/components/studio/ArticleTrashNotice'
import { studioFormalGerman } from '@/lib/admin/studioFormalGerman'

/**
 * The article trash says before the click what deleting for good takes along and what
 * restoring brings back (the facts themselves: studioDeletes.int.test.ts).
 */
describe('article trash', () => {
  const render = (segments: string[]) =>
    renderToStaticMarkup(createElement(ArticleTrashNotice, { params: { segments } }))

  it('names what goes with a permanent delete and what stays, in the trash only', () => {
    const html = render(['collections', 'articles', 'trash'])
    expect(html).toContain('Quiz')
    expect(html).toContain('Audiodateien')
    expect(html).toContain('Übersetzungs- und Audio-Aufträge')
    expect(html).toMatch(/Fortbildungspunkte.*bleiben erhalten/)
    expect(html).toMatch(/als Entwurf zurück.*Als veröffentlicht wiederherstellen/)
    expect(render(['collections', 'articles'])).toBe('')
  })

  it('the restore confirmation says both outcomes of its box, never only "als Entwurf"', () => {
    const text = studioFormalGerman.general.aboutToRestoreAsDraft
    expect(text).toMatch(/ohne Häkchen als Entwurf/)
    expect(text).toMatch(/mit Häkchen veröffentlicht/)
    expect(studioFormalGerman.general.restoreAsPublished).toBe(
      'Als veröffentlicht wiederherstellen',
    )
  })
})
