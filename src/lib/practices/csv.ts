import type { PracticeDetail } from './reads'

const SHARING_DE = { none: 'keine', status: 'CME-Stand', certificates: 'CME-Stand und Nachweise' }
const ROLE_DE = { owner: 'Inhaber/in', manager: 'Praxismanagement', dentist: 'angestellt' }
const LIGHT_DE = { red: 'rot', amber: 'gelb', green: 'grün' }

/**
 * One CSV cell: quoted, quotes doubled, and a leading `=`, `+`, `-`, `@`, tab or carriage
 * return neutralised with an apostrophe, so a spreadsheet never runs a name as a formula.
 */
function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * The practice's members as CSV for Excel in German (semicolons, CRLF, UTF-8 with BOM):
 * name, role, sharing, period start and end (`YYYY-MM-DD`), points, missing, days left and
 * light; the CME columns stay empty for members who do not share their status.
 */
export function practiceCsv(detail: PracticeDetail): string {
  const header = [
    'Name',
    'Rolle',
    'Freigabe',
    'Zeitraum Beginn',
    'Zeitraum Ende',
    'Punkte',
    'Fehlende Punkte',
    'Verbleibende Tage',
    'Ampel',
  ]
  const rows = detail.members.map((m) => [
    m.name,
    ROLE_DE[m.role],
    SHARING_DE[m.sharing],
    m.cme?.periodStart,
    m.cme?.periodEnd,
    m.cme?.points,
    m.cme?.missing,
    m.cme?.daysLeft,
    m.cme ? LIGHT_DE[m.cme.light] : '',
  ])
  return '\uFEFF' + [header, ...rows].map((r) => r.map(cell).join(';')).join('\r\n') + '\r\n'
}
