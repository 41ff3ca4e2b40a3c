import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { patchPayloadUi } from '../../scripts/patch-payload-ui'

const bundle = () =>
  readFileSync(
    new URL('../../node_modules/@payloadcms/ui/dist/exports/client/index.js', import.meta.url),
    'utf8',
  )

describe("Payload's fixed English dates in the studio are German after install", () => {
  it('the install patched @payloadcms/ui (nothing left to apply)', () => {
    expect(patchPayloadUi()).toEqual([])
  })

  it('the schedule-publish picker shows admin.dateFormat, the lock dialog dd.MM.yyyy HH:mm German time', () => {
    const code = bundle()
    expect(code).toContain('displayFormat:r,pickerAppearance:"dayAndTime"')
    expect(code).not.toContain('Intl.DateTimeFormat("en-US",{day:"numeric"')
    // the lock dialog's formatter, taken from the bundle and run
    const source = /JY=(t=>\{if\(!t\)return"";.*?\$\{p\.minute\}`\})/.exec(code)?.[1]
    expect(source).toBeDefined()
    const lockedSince = new Function(`return ${source}`)() as (date: string) => string
    expect(lockedSince('2026-11-25T21:30:00.000Z')).toBe('25.11.2026 22:30')
    expect(lockedSince('2026-07-01T08:05:00.000Z')).toBe('01.07.2026 10:05')
  })
})
