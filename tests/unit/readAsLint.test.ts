import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The lint rule of eslint.config.mjs that keeps every Local-API call saying how it reads
 * (`asReader` or `asServer` from src/lib/payload/readAs.ts) and `overrideAccess` out of our
 * code: run on snippets as if they were files of the repository.
 */
const eslint = new ESLint()

/** The `no-restricted-syntax` messages for `code` linted as `file`, by line. */
async function refusals(code: string, file = 'src/lib/example/reads.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line)
    .sort((a, b) => a - b)
}

const HEADER = [
  "import type { Payload } from 'payload'",
  "import { asReader, asServer } from '@/lib/payload/readAs'",
  'export async function f(payload: Payload, reader: never) {',
]
const snippet = (...lines: string[]) => [...HEADER, ...lines, '}', ''].join('\n')
/** Line numbers of the snippet's body lines (after the header). */
const line = (n: number) => HEADER.length + n

describe('the Local-API lint rule', () => {
  // Loading the config and its plugins takes seconds on a busy machine; done once here.
  beforeAll(() => refusals(''), 60_000)

  it('accepts calls that spread asReader or asServer, also chosen by a condition', async () => {
    const code = snippet(
      "  await payload.find({ collection: 'users', ...asReader(reader) })",
      "  await payload.findGlobal({ slug: 'settings', ...asServer('why') })",
      "  await payload.count({ collection: 'users', ...(reader ? asReader(reader) : asServer('why')) })",
      "  await payload.jobs.queue({ task: 'x' as never, input: {}, ...asServer('why') })",
      "  await payload.db.find({ collection: 'users' })",
    )
    expect(await refusals(code)).toEqual([])
  })

  it('refuses a call that says neither, a half condition and an unstated job', async () => {
    const code = snippet(
      "  await payload.find({ collection: 'users' })",
      "  await payload.findGlobal({ slug: 'settings' })",
      "  await payload.find({ collection: 'users', ...(reader ? asReader(reader) : {}) })",
      "  await payload.jobs.queue({ task: 'x' as never, input: {} })",
    )
    expect(await refusals(code)).toEqual([line(1), line(2), line(3), line(4)])
  })

  it('refuses overrideAccess written anywhere but readAs.ts, and lets a hook read it', async () => {
    const code = snippet(
      "  await payload.find({ collection: 'users', overrideAccess: true, ...asServer('why') })",
      '  const options = { overrideAccess: false }',
      '  void options',
      '  const hook = ({ overrideAccess }: Record<string, boolean>) => overrideAccess',
      '  void hook',
    )
    expect(await refusals(code)).toEqual([line(1), line(2)])
    expect(await refusals(code, 'src/lib/payload/readAs.ts')).toEqual([])
  })

  it('leaves tests alone', async () => {
    const code = snippet("  await payload.find({ collection: 'users', overrideAccess: true })")
    expect(await refusals(code, 'tests/int/example.int.test.ts')).toEqual([])
  })
})
