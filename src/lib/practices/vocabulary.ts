/**
 * The words of practices (docs/product.md, "Practices"): who a member is, what a dentist
 * lets a practice see, which KZV a practice belongs to. Shared by the collections, the
 * routes and the pages.
 */

/** A member's part in a practice: the owner (one, the creator), managers, employed dentists. */
export const PRACTICE_ROLES = ['owner', 'manager', 'dentist'] as const
export type PracticeRole = (typeof PRACTICE_ROLES)[number]

/** Roles that see the practice's members and their shared CME data. */
export const MANAGING_ROLES: readonly PracticeRole[] = ['owner', 'manager']

/**
 * What a dentist lets one practice see, in rising order: `none` (only that they are a
 * member), `status` (period, points, missing, days left), `certificates` (the status and
 * every certificate with its file, for the proof to the KZV).
 */
export const SHARING_LEVELS = ['none', 'status', 'certificates'] as const
export type Sharing = (typeof SHARING_LEVELS)[number]

/** The levels that include `level` (`status` → status and certificates). */
export function levelsFrom(level: Sharing): Sharing[] {
  return SHARING_LEVELS.slice(SHARING_LEVELS.indexOf(level))
}

/** Kinds of practice: single practice, Medizinisches Versorgungszentrum, Berufsausübungsgemeinschaft. */
export const PRACTICE_KINDS = ['praxis', 'mvz', 'bag'] as const
export type PracticeKind = (typeof PRACTICE_KINDS)[number]

/**
 * The 17 Kassenzahnärztliche Vereinigungen (one per Land, two in North Rhine-Westphalia:
 * Nordrhein and Westfalen-Lippe), each with its name as the KZV writes it.
 */
export const KZVS = {
  'baden-wuerttemberg': 'KZV Baden-Württemberg',
  bayern: 'Kassenzahnärztliche Vereinigung Bayerns',
  berlin: 'KZV Berlin',
  brandenburg: 'KZV Land Brandenburg',
  bremen: 'KZV im Lande Bremen',
  hamburg: 'KZV Hamburg',
  hessen: 'KZV Hessen',
  'mecklenburg-vorpommern': 'KZV Mecklenburg-Vorpommern',
  niedersachsen: 'KZV Niedersachsen',
  nordrhein: 'KZV Nordrhein',
  'rheinland-pfalz': 'KZV Rheinland-Pfalz',
  saarland: 'KZV Saarland',
  sachsen: 'KZV Sachsen',
  'sachsen-anhalt': 'KZV Sachsen-Anhalt',
  'schleswig-holstein': 'KZV Schleswig-Holstein',
  thueringen: 'KZV Thüringen',
  'westfalen-lippe': 'KZV Westfalen-Lippe',
} as const
export type Kzv = keyof typeof KZVS
export const KZV_KEYS = Object.keys(KZVS) as [Kzv, ...Kzv[]]

/** Days a practice invitation stays valid. */
export const INVITATION_DAYS = 14

/** The most team seats one checkout buys (a larger team changes the quantity in the portal). */
export const MAX_SEATS = 200
