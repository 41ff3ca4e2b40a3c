/**
 * `npm install` / `npm ci` (postinstall): makes the two studio dates that Payload 3.90.1
 * writes in a fixed US-English form read like every other studio date, `dd.MM.yyyy HH:mm`.
 * Neither can be configured in Payload's config:
 * - the schedule-publish picker ("Veröffentlichung planen"): Payload's ScheduleDrawer passes
 *   no `displayFormat` to its DatePicker, which then falls back to `MMM d, yyy h:mm a`; the
 *   patch passes the config's `admin.dateFormat`, which the drawer already reads for its list
 *   of upcoming events;
 * - the document-lock dialog ("bearbeitet seit"): DocumentLocked formats with
 *   `Intl.DateTimeFormat('en-US', { hour12: true, month: 'short', … })`; the patch writes
 *   the moment in German time instead, as `formatStudioDateTime` does.
 * Each edit is applied to the client bundle the admin loads (`exports/client/index.js`,
 * minified) and to the unbundled module beside it. Already patched files are left as they
 * are; a file where neither the original nor the patched text is found fails the install,
 * so an upgrade of @payloadcms/ui cannot drop the patch unnoticed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type Edit = { file: string; from: string; to: string }

const EDITS: Edit[] = [
  {
    file: 'exports/client/index.js',
    from: 'pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat,',
    to: 'displayFormat:r,pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat,',
  },
  {
    file: 'elements/PublishButton/ScheduleDrawer/index.js',
    from: '_jsx(DatePickerField, {\n        id: "time",',
    to: '_jsx(DatePickerField, {\n        displayFormat: dateFormat,\n        id: "time",',
  },
  {
    file: 'exports/client/index.js',
    from: 'JY=t=>t?new Intl.DateTimeFormat("en-US",{day:"numeric",hour:"numeric",hour12:!0,minute:"numeric",month:"short",year:"numeric"}).format(new Date(t)):""',
    to: 'JY=t=>{if(!t)return"";let p=Object.fromEntries(new Intl.DateTimeFormat("de-DE",{timeZone:"Europe/Berlin",day:"2-digit",month:"2-digit",year:"numeric",hour:"2-digit",minute:"2-digit",hourCycle:"h23"}).formatToParts(new Date(t)).map(x=>[x.type,x.value]));return`${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`}',
  },
  {
    file: 'elements/DocumentLocked/index.js',
    from: "return new Intl.DateTimeFormat('en-US', {\n    day: 'numeric',\n    hour: 'numeric',\n    hour12: true,\n    minute: 'numeric',\n    month: 'short',\n    year: 'numeric'\n  }).format(new Date(date));",
    to: "const part = Object.fromEntries(new Intl.DateTimeFormat('de-DE', {\n    timeZone: 'Europe/Berlin',\n    day: '2-digit',\n    month: '2-digit',\n    year: 'numeric',\n    hour: '2-digit',\n    minute: '2-digit',\n    hourCycle: 'h23'\n  }).formatToParts(new Date(date)).map(p => [p.type, p.value]));\n  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;",
  },
]

/** The `dist` folder of the installed @payloadcms/ui (its exports do not include package.json). */
function uiDist(): string {
  return fileURLToPath(new URL('../node_modules/@payloadcms/ui/dist', import.meta.url))
}

/** Applies every edit once; throws when a file holds neither its original nor its patched text. */
export function patchPayloadUi(dist = uiDist()): string[] {
  const applied: string[] = []
  for (const { file, from, to } of EDITS) {
    const target = path.join(dist, file)
    const text = readFileSync(target, 'utf8')
    if (text.includes(to)) continue
    if (text.split(from).length !== 2)
      throw new Error(
        `@payloadcms/ui ${file}: the text to patch is not there once; re-check the studio dates after the upgrade (scripts/patch-payload-ui.ts)`,
      )
    writeFileSync(target, text.replace(from, to))
    applied.push(file)
  }
  return applied
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const applied = patchPayloadUi()
  console.log(`patch-payload-ui: ${applied.length ? applied.join(', ') : 'already patched'}`)
}
