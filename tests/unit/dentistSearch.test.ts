import { describe, expect, it } from 'vitest'

import {
  apiSearchParams,
  EMPTY_FILTERS,
  searchStateFrom,
  searchStateParams,
} from '@/lib/profiles/searchParams'
import { specialtyOptions } from '@/lib/profiles/specialties'

describe('the specialty filter of the dentist search', () => {
  it("offers the spec's five and every specialty profiles carry, each once, in German order", () => {
    expect(
      specialtyOptions(['Endodontie', ' Kieferorthopädie ', 'implantologie', 'Endodontie', '']),
    ).toEqual([
      'Aligner',
      'Endodontie',
      'Implantologie',
      'Kieferorthopädie',
      'Kinderzahnheilkunde',
      'Parodontologie',
      'Prävention',
    ])
  })
})

describe('the dentist search in the URL', () => {
  it('round-trips filters, page and view, leaving defaults out', () => {
    const state = {
      filters: {
        q: 'Zahn',
        specialty: 'Endodontie',
        language: 'tr',
        postalCode: '10115',
        radiusKm: '10',
      },
      page: 2,
      view: 'map' as const,
    }
    const query = searchStateParams(state).toString()
    expect(query).toBe(
      'q=Zahn&specialty=Endodontie&language=tr&postalCode=10115&radiusKm=10&page=2&view=map',
    )
    expect(searchStateFrom(new URLSearchParams(query))).toEqual(state)
    expect(searchStateParams({ filters: EMPTY_FILTERS, page: 1, view: 'list' }).toString()).toBe('')
  })

  it('keeps a location to about a kilometre and prefers it to a postal code', () => {
    const state = searchStateFrom(
      new URLSearchParams('lat=52.520008&lng=13.404954&postalCode=10115'),
    )
    expect(state.filters).toEqual({ ...EMPTY_FILTERS, lat: 52.52, lng: 13.4 })
    expect(apiSearchParams(state.filters, 1).toString()).toBe('lat=52.52&lng=13.4&page=1')
  })

  it('falls back to the defaults for broken values', () => {
    expect(
      searchStateFrom(new URLSearchParams('page=-3&view=x&radiusKm=abc&lat=999&lng=1&language=xx')),
    ).toEqual({ filters: EMPTY_FILTERS, page: 1, view: 'list' })
  })

  it('sends a distance only with a place to measure from', () => {
    expect(apiSearchParams({ ...EMPTY_FILTERS, radiusKm: '5' }, 3).toString()).toBe('page=3')
  })
})
