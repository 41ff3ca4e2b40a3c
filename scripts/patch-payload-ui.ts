/**
 * `npm install` / `npm ci` (postinstall): makes the few studio texts that Payload 3.90.1
 * writes in fixed English (or US form) read German. None can be configured in Payload's config:
 * - the schedule-publish picker ("Veröffentlichung planen"): Payload's ScheduleDrawer passes
 *   no `displayFormat` to its DatePicker, which then falls back to `MMM d, yyy h:mm a`; the
 *   patch passes the config's `admin.dateFormat`, which the drawer already reads for its list
 *   of upcoming events. Its language choice starts at a fixed "All" ("Alle Sprachen"), and
 *   for a draft that was never published it offers "unpublish" first (now: publish);
 * - every date-and-time picker: react-datepicker's time column is captioned "Time"
 *   ("Uhrzeit"), Payload's DatePicker sets no caption;
 * - the document-lock dialog ("bearbeitet seit"): DocumentLocked formats with
 *   `Intl.DateTimeFormat('en-US', { hour12: true, month: 'short', … })`; the patch writes
 *   the moment in German time instead, as `formatStudioDateTime` does;
 * - the relationship field's "+" button: its label is built from the related collection's
 *   label object without translating it ("[object Object] erstellen"); the patch picks the
 *   studio language's label as the field's other buttons do;
 * - the rich-text editor's table feature (@payloadcms/richtext-lexical): "Table" in the `/`
 *   menu and toolbar, the "Create Table" dialog with its "Rows"/"Columns" fields, the
 *   hover buttons ("Add Row", "Add Column") and the cell menu are fixed English strings, as
 *   are the editor's hover labels for links ("Edit link") and blocks ("Drag to move");
 * - every date Payload formats itself without a time zone: written in Berlin time (Payload
 *   used the formatting process's zone, UTC on the server for the version breadcrumb);
 * - the version list (@payloadcms/next): a column "Bearbeitet von" naming who made each
 *   version, which Payload's list (date, id, status) cannot be configured to show; the
 *   compare view compares with the previous version whose content differs.
 * Each edit is applied to the client bundle the admin loads (minified) and, for @payloadcms/ui,
 * to the unbundled module beside it. Already patched files are left as they are; a file where
 * neither the original nor the patched text is found (as often as expected) fails the
 * install, so an upgrade cannot drop a patch unnoticed. A patched file is written as a new
 * file (written beside, then renamed), so an install that hard-links packages from a shared
 * store never changes the store's copy.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** One replacement: in `file` of package `pkg` (default @payloadcms/ui), `times` occurrences (default 1). */
type Edit = {
  pkg?: 'ui' | 'lexical' | 'next'
  file: string
  from: string
  to: string
  times?: number
}

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
  {
    file: 'exports/client/index.js',
    from: 'defaultType:D?"publish":"unpublish"',
    to: 'defaultType:D||!r?"publish":"unpublish"',
  },
  {
    file: 'elements/PublishButton/index.js',
    from: "defaultType: !hasNewerVersions ? 'unpublish' : 'publish'",
    to: "defaultType: !hasNewerVersions && hasPublishedDoc ? 'unpublish' : 'publish'",
  },
  {
    file: 'exports/client/index.js',
    from: 'oP={label:"All",value:"all"}',
    to: 'oP={label:"Alle Sprachen",value:"all"}',
  },
  {
    file: 'elements/PublishButton/ScheduleDrawer/index.js',
    from: "label: 'All',\n  value: 'all'",
    to: "label: 'Alle Sprachen',\n  value: 'all'",
  },
  {
    file: 'exports/client/chunk-B52EQI3B.js',
    from: 'timeFormat:Y,timeIntervals:F,...g}',
    to: 'timeCaption:"Uhrzeit",timeFormat:Y,timeIntervals:F,...g}',
  },
  {
    file: 'elements/DatePicker/DatePicker.js',
    from: '    timeFormat,\n    timeIntervals,\n    ...overrides',
    to: '    timeCaption: "Uhrzeit",\n    timeFormat,\n    timeIntervals,\n    ...overrides',
  },
  {
    file: 'exports/client/index.js',
    from: '{t:u}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:d?.labels.singular})',
    to: '{t:u,i18n:dji}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:(x=>x&&typeof x=="object"?x[dji.language]??Object.values(x)[0]:x)(d?.labels.singular)})',
  },
  {
    file: 'elements/DocumentDrawer/index.js',
    from: 'const {\n    t\n  } = useTranslation();\n  const [collectionConfig] = useRelatedCollections(collectionSlug);\n  const t1 = t(operation === "create" ? "fields:addNewLabel" : "general:editLabel", {\n    label: collectionConfig?.labels.singular\n  });',
    to: 'const {\n    t,\n    i18n: dji\n  } = useTranslation();\n  const [collectionConfig] = useRelatedCollections(collectionSlug);\n  const singular = collectionConfig?.labels.singular;\n  const t1 = t(operation === "create" ? "fields:addNewLabel" : "general:editLabel", {\n    label: singular && typeof singular === "object" ? singular[dji.language] ?? Object.values(singular)[0] : singular\n  });',
  },
  ...lexicalTable('exports/client/index.js', [
    ['drawerTitle:"Create Table"', 'drawerTitle:"Tabelle einfügen"'],
    ['"Merge cells"', '"Zellen verbinden"'],
    ['"Unmerge cells"', '"Zellverbund aufheben"'],
    ['"Toggle Row Striping"', '"Zeilen abwechselnd einfärben an/aus"'],
    ['"Toggle First Column Freeze"', '"Erste Spalte fixieren an/aus"'],
    ['"Delete column"', '"Spalte löschen"'],
    ['"Delete row"', '"Zeile löschen"'],
    ['"Delete table"', '"Tabelle löschen"'],
    ['"aria-label":"Add Row"', '"aria-label":"Zeile hinzufügen"'],
    ['"aria-label":"Add Column"', '"aria-label":"Spalte hinzufügen"'],
    [
      '["Insert ",c.rows===1?"row":`${c.rows} rows`," above"]',
      '[c.rows===1?"Zeile":`${c.rows} Zeilen`," darüber einfügen"]',
    ],
    [
      '["Insert ",c.rows===1?"row":`${c.rows} rows`," below"]',
      '[c.rows===1?"Zeile":`${c.rows} Zeilen`," darunter einfügen"]',
    ],
    [
      '["Insert ",c.columns===1?"column":`${c.columns} columns`," ","left"]',
      '[c.columns===1?"Spalte":`${c.columns} Spalten`," links einfügen"]',
    ],
    [
      '["Insert ",c.columns===1?"column":`${c.columns} columns`," ","right"]',
      '[c.columns===1?"Spalte":`${c.columns} Spalten`," rechts einfügen"]',
    ],
  ]),
  ...lexicalTable('exports/client/index.js', [
    ['"aria-label":"Remove link"', '"aria-label":"Link entfernen"'],
    ['"aria-label":"Edit link"', '"aria-label":"Link bearbeiten"'],
  ]),
  ...lexicalTable('exports/client/Field-YZR46UCY.js', [
    ['"aria-label":"Insert Paragraph"', '"aria-label":"Absatz einfügen"'],
    ['"aria-label":"Drag to move"', '"aria-label":"Zum Verschieben ziehen"'],
    ['"aria-label":"Add block"', '"aria-label":"Block hinzufügen"'],
  ]),
  {
    pkg: 'lexical',
    file: 'exports/client/index.js',
    from: 'label:"Table"',
    to: 'label:"Tabelle"',
    times: 2,
  },
  {
    pkg: 'lexical',
    file: 'features/experimental_table/server/index.js',
    from: "name: 'rows',\n  type: 'number',",
    to: "name: 'rows',\n  label: 'Zeilen',\n  type: 'number',",
  },
  {
    pkg: 'lexical',
    file: 'features/experimental_table/server/index.js',
    from: "name: 'columns',\n  type: 'number',",
    to: "name: 'columns',\n  label: 'Spalten',\n  type: 'number',",
  },
]

// Berlin time everywhere: every date Payload formats itself (the version list, the version
// view's breadcrumb and labels, list cells, the document's meta) without a time zone of its
// own is written in the editorial office's. Payload otherwise uses the zone of the process
// that formats: UTC on the server (the breadcrumb said 16:31), the browser's in the studio
// (the list said 17:31 for the same version).
EDITS.push(
  {
    file: 'exports/client/index.js',
    from: 'var zr=({date:t,i18n:e,pattern:o,timezone:n})=>{',
    to: 'var zr=({date:t,i18n:e,pattern:o,timezone:n="Europe/Berlin"})=>{',
  },
  {
    file: 'exports/shared/index.js',
    from: 'var M=({date:e,i18n:t,pattern:r,timezone:o})=>{',
    to: 'var M=({date:e,i18n:t,pattern:r,timezone:o="Europe/Berlin"})=>{',
  },
  {
    file: 'utilities/formatDocTitle/formatDateTitle.js',
    from: '  pattern,\n  timezone\n}) => {',
    to: "  pattern,\n  timezone = 'Europe/Berlin'\n}) => {",
  },
)

// The version list names who made each version ("Bearbeitet von"): the `lastEditedBy` every
// save of an article or page records (collections/fields/lastEditedBy.ts). The view looks the
// names up once per page of versions (staff names, for staff: only they see versions).
EDITS.push(
  {
    pkg: 'next',
    file: 'views/Versions/index.js',
    from: '  const columns = buildVersionColumns({\n    collectionConfig,\n',
    to: [
      '  const editorIDs = [...new Set((versionsData?.docs ?? []).map(doc => doc.version?.lastEditedBy).filter(v => typeof v === "number" || typeof v === "string"))];',
      '  const editors = editorIDs.length && collectionConfig?.fields?.some(f => f.name === "lastEditedBy") ? (await req.payload.find({ collection: "users", depth: 0, limit: editorIDs.length, overrideAccess: true, req, where: { id: { in: editorIDs } } })).docs : [];',
      '  const columns = buildVersionColumns({',
      '    editors,',
      '    collectionConfig,',
      '',
    ].join('\n'),
  },
  {
    pkg: 'next',
    file: 'views/Versions/buildColumns.js',
    from: '  isTrashed,\n  latestDraftVersion\n}) => {',
    to: '  isTrashed,\n  latestDraftVersion,\n  editors = []\n}) => {',
  },
  {
    pkg: 'next',
    file: 'views/Versions/buildColumns.js',
    from: '  return columns;\n};',
    to: [
      '  if (entityConfig?.fields?.some(f => f.name === "lastEditedBy")) {',
      '    const editorName = id => { const u = editors.find(e => String(e.id) === String(id)); return u ? [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email : "–"; };',
      '    columns.push({ accessor: "lastEditedBy", active: true, field: { name: "", type: "text" }, Heading: /*#__PURE__*/_jsx(SortColumn, { disable: true, Label: "Bearbeitet von", name: "lastEditedBy" }), renderedCells: docs.map((doc, i) => /*#__PURE__*/_jsx("span", { "data-version-editor": true, children: editorName(doc.version?.lastEditedBy) }, i)) });',
      '  }',
      '  return columns;',
      '};',
    ].join('\n'),
  },
)

// The compare view compares with the previous version whose content differs: publishing an
// autosaved draft makes a version that differs in its status (and first publication date)
// only, and compared with that
// the view showed status and dates, never the text's changes. A version picked in the
// view's own choice is compared as picked.
EDITS.push(
  {
    pkg: 'next',
    file: 'views/Version/index.js',
    from: '    depth: versionFromIDFromParams ? 0 : 1,\n    draft: true,\n    globalSlug,\n    limit: 1,\n',
    to: '    depth: versionFromIDFromParams ? 0 : 1,\n    draft: true,\n    globalSlug,\n    limit: versionFromIDFromParams ? 1 : 10,\n',
  },
  {
    pkg: 'next',
    file: 'views/Version/index.js',
    from: '  const previousVersion = previousVersionResult?.docs?.[0] ?? null;\n',
    to: [
      '  const contentOf = doc => JSON.stringify(doc?.version ?? {}, (key, value) => ["updatedAt", "createdAt", "_status", "publishedAt"].includes(key) ? undefined : value);',
      '  const previousVersion = previousVersionResult?.docs?.find(doc => contentOf(doc) !== contentOf(versionTo)) ?? previousVersionResult?.docs?.[0] ?? null;',
      '',
    ].join('\n'),
  },
)

/** Edits of the rich-text editor's fixed English in one file, each found once. */
function lexicalTable(file: string, pairs: [string, string][]): Edit[] {
  return pairs.map(([from, to]) => ({ pkg: 'lexical', file, from, to }))
}

const PACKAGES = {
  ui: '@payloadcms/ui',
  lexical: '@payloadcms/richtext-lexical',
  next: '@payloadcms/next',
} as const

/** The `dist` folder of an installed package (their exports do not include package.json). */
function distOf(pkg: keyof typeof PACKAGES): string {
  return fileURLToPath(new URL(`../node_modules/${PACKAGES[pkg]}/dist`, import.meta.url))
}

/** Occurrences of `part` in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1

/**
 * Applies every edit once; throws when a file holds neither its original nor its patched
 * text as often as expected. `dists` points the packages elsewhere (tests). Returns the
 * files written.
 */
export function patchPayloadUi(
  dists: Record<keyof typeof PACKAGES, string> = {
    ui: distOf('ui'),
    lexical: distOf('lexical'),
    next: distOf('next'),
  },
): string[] {
  const applied: string[] = []
  for (const { pkg = 'ui', file, from, to, times = 1 } of EDITS) {
    const target = path.join(dists[pkg], file)
    const text = readFileSync(target, 'utf8')
    if (count(text, to) >= times) continue
    if (count(text, from) !== times)
      throw new Error(
        `${PACKAGES[pkg]} ${file}: the text to patch is not there ${times} time(s); re-check the studio's German after the upgrade (scripts/patch-payload-ui.ts)`,
      )
    const patched = text.split(from).join(to)
    const fresh = `${target}.patching`
    writeFileSync(fresh, patched)
    renameSync(fresh, target)
    applied.push(`${PACKAGES[pkg]}/${file}`)
  }
  return applied
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const applied = patchPayloadUi()
  console.log(`patch-payload-ui: ${applied.length ? applied.join(', ') : 'already patched'}`)
}
