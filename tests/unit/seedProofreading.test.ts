import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { citationText, withFullStop } from '@/lib/articles/citation'

import { loadSeedArticles, SEED_CONTENT_DIR } from '../../scripts/seed/content'
import { proofreadingIssues } from '../../scripts/seed/proofread'

/** Every Markdown and JSON file of the demo content (articles, translations, pages, quizzes). */
function contentFiles(dir = SEED_CONTENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(full)
    return /\.(md|json)$/.test(entry.name) ? [full] : []
  })
}

describe('proofreading the demo content', () => {
  it('finds doubled words and doubled punctuation, not grammar or an ellipsis', () => {
    expect(proofreadingIssues('zeigt am am stärksten betroffenen Zahn')).toMatchObject([
      { kind: 'doubled word' },
    ])
    expect(proofreadingIssues('Graziani F, et al..')).toMatchObject([
      { kind: 'doubled punctuation' },
    ])
    expect(proofreadingIssues('Zähne,, Zunge')).toHaveLength(1)
    for (const fine of [
      'Führen Sie sie dann weg',
      'Monomere, die die Schmierschicht durchdringen',
      '[Registernummer HE ...]',
      'z. B. Fluorid… und mehr.',
    ])
      expect(proofreadingIssues(fine), fine).toEqual([])
  })

  it('has no doubled words or punctuation in any article, translation, page or quiz', () => {
    const files = contentFiles()
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) =>
      proofreadingIssues(readFileSync(file, 'utf8')).map(
        (issue) => `${path.relative(SEED_CONTENT_DIR, file)}: ${issue.kind}: ${issue.context}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('prints every reference with one full stop per part ("et al." takes no second one)', () => {
    expect(withFullStop('Sanz M, et al.')).toBe('Sanz M, et al.')
    expect(withFullStop('Tonetti MS')).toBe('Tonetti MS.')
    const found = loadSeedArticles()
      .flatMap((a) => a.references.map((r) => citationText(r)))
      .flatMap((line) => proofreadingIssues(line).map((i) => `${i.kind}: ${line}`))
    expect(found).toEqual([])
  })
})
