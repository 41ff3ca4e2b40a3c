import { describe, expect, it } from 'vitest'

import { trafficLight } from '@/lib/practices/light'
import { levelsFrom } from '@/lib/practices/vocabulary'

describe('the traffic light of an employed dentist', () => {
  const today = '2026-11-27'

  it('is green whenever no points are missing, however close the end', () => {
    expect(trafficLight('2026-11-28', 0, today)).toBe('green')
  })

  it('is red when points are missing and the period ends within 6 months', () => {
    expect(trafficLight('2026-11-27', 1, today)).toBe('red')
    expect(trafficLight('2027-05-27', 10, today)).toBe('red')
  })

  it('is amber when points are missing and the period ends within 12 months', () => {
    expect(trafficLight('2027-05-28', 10, today)).toBe('amber')
    expect(trafficLight('2027-11-27', 10, today)).toBe('amber')
  })

  it('is green when the period ends later than 12 months from today', () => {
    expect(trafficLight('2027-11-28', 125, today)).toBe('green')
  })
})

describe('sharing levels', () => {
  it('each level includes the ones above it', () => {
    expect(levelsFrom('none')).toEqual(['none', 'status', 'certificates'])
    expect(levelsFrom('status')).toEqual(['status', 'certificates'])
    expect(levelsFrom('certificates')).toEqual(['certificates'])
  })
})
