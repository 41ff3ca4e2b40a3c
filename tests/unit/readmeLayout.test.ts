import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The README's "Project layout" block is a newcomer's first map: every path it names must
 * exist, and its list of component folders must be the folders of src/components.
 */
const root = path.resolve(import.meta.dirname, '../..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')

function layoutBlock(): string[] {
  const section = readme.slice(readme.indexOf('## Project layout'))
  const block = /```\n([\s\S]*?)```/.exec(section)
  if (!block) throw new Error('README: no code block under "## Project layout"')
  return block[1]!.split('\n').filter(Boolean)
}

describe('README project layout', () => {
  it('names only paths that exist', () => {
    const paths = layoutBlock().map((line) => line.split(/\s+/)[0]!)
    expect(paths.length).toBeGreaterThan(5)
    const missing = paths.filter((p) => !existsSync(path.join(root, p)))
    expect(missing).toEqual([])
  })

  it('lists every component folder, and no other', () => {
    const line = layoutBlock().find((l) => l.startsWith('src/components/'))
    expect(line).toBeDefined()
    const listed = [...line!.matchAll(/(\w[\w-]*)\//g)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'src' && name !== 'components')
    const folders = readdirSync(path.join(root, 'src/components'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect([...listed].sort()).toEqual([...folders].sort())
  })
})
