import { isLocale } from '@/i18n/localeCodes'

/**
 * The dentist search's state in the page URL (`/patient-search?q=…&specialty=…&page=2`),
 * so a search can be shared, bookmarked and restored with Back, and the query the page
 * sends to `GET /api/doctors/search`. Defaults are left out of the URL.
 */

/** Distance options of the search besides "any distance", in km. */
export const RADIUS_OPTIONS_KM = [5, 10, 25] as const

/** The search form's values; `lat`/`lng` when the browser's location is used. */
export type SearchFilters = {
  q: string
  specialty: string
  /** A language spoken in the practice (a journal language code), '' for any. */
  language: string
  postalCode: string
  /** '' for any distance, else the km as typed in the filter ('5', '10', '25'). */
  radiusKm: string
  lat?: number
  lng?: number
}

/** Filters, result page (from 1) and the list or map view. */
export type SearchState = { filters: SearchFilters; page: number; view: 'list' | 'map' }

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  specialty: '',
  language: '',
  postalCode: '',
  radiusKm: '',
}

/**
 * A location in the URL is rounded to 2 decimals (about 1 km): enough for the 5/10/25 km
 * filters, and a shared link does not carry the reader's exact position.
 */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100

function coordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && Math.abs(value) <= limit ? roundCoordinate(value) : undefined
}

/** The search state a page URL's query describes (unknown or broken values: defaults). */
export function searchStateFrom(params: URLSearchParams): SearchState {
  const lat = coordinate(params.get('lat'), 90)
  const lng = coordinate(params.get('lng'), 180)
  const located = lat !== undefined && lng !== undefined
  const page = Number(params.get('page'))
  return {
    filters: {
      q: params.get('q') ?? '',
      specialty: params.get('specialty') ?? '',
      language: isLocale(params.get('language')) ? params.get('language')! : '',
      postalCode: located ? '' : (params.get('postalCode') ?? ''),
      radiusKm: /^\d{1,3}$/.test(params.get('radiusKm') ?? '') ? params.get('radiusKm')! : '',
      ...(located ? { lat, lng } : {}),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  }
}

/** The filters as query parameters (shared by the page URL and the API query). */
function filterParams(f: SearchFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (f.q.trim()) params.set('q', f.q.trim())
  if (f.specialty) params.set('specialty', f.specialty)
  if (f.language) params.set('language', f.language)
  const located = f.lat !== undefined && f.lng !== undefined
  if (located) {
    params.set('lat', String(roundCoordinate(f.lat!)))
    params.set('lng', String(roundCoordinate(f.lng!)))
  } else if (f.postalCode.trim()) params.set('postalCode', f.postalCode.trim())
  if (f.radiusKm && (located || f.postalCode.trim())) params.set('radiusKm', f.radiusKm)
  return params
}

/** The page URL's query for `state`: only what differs from the defaults. */
export function searchStateParams(state: SearchState): URLSearchParams {
  const params = filterParams(state.filters)
  if (state.page > 1) params.set('page', String(state.page))
  if (state.view === 'map') params.set('view', 'map')
  return params
}

/** The query of `GET /api/doctors/search` for `filters` and result `page`. */
export function apiSearchParams(filters: SearchFilters, page: number): URLSearchParams {
  const params = filterParams(filters)
  params.set('page', String(page))
  return params
}
