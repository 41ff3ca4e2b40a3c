import { readFileSync } from 'node:fs'

import { importDateFNSLocale } from '@payloadcms/translations'
import { formatDate } from '@payloadcms/ui/shared'
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

  it('Payload writes its own dates (version list and breadcrumb) in Berlin time wherever it formats them', async () => {
    const dateFNS = await importDateFNSLocale('de')
    const i18n = { dateFNS, t: (key: string) => key } as unknown as Parameters<
      typeof formatDate
    >[0]['i18n']
    const pattern = 'dd.MM.yyyy HH:mm'
    // The server runs in UTC here: without the patch this said 15:31 and 07:05.
    expect(formatDate({ date: '2026-11-27T15:31:00.000Z', i18n, pattern })).toBe('27.11.2026 16:31')
    expect(formatDate({ date: '2026-07-01T07:05:00.000Z', i18n, pattern })).toBe('01.07.2026 09:05')
    expect(formatDate({ date: '2026-07-01T07:05:00.000Z', i18n, pattern, timezone: 'UTC' })).toBe(
      '01.07.2026 07:05',
    )
  })
})
