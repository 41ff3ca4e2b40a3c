import { describe, expect, it } from 'vitest'

import { periodFrom } from '@/lib/cme/period'
import {
  dueAdvanceReminder,
  endedReminderDue,
  monthsBefore,
  thresholdDay,
} from '@/lib/cme/reminderSchedule'

describe('CME reminder schedule', () => {
  it('moves back by calendar months, keeping the last day of shorter months', () => {
    expect(monthsBefore('2030-01-01', 12)).toBe('2029-01-01')
    expect(monthsBefore('2029-08-31', 6)).toBe('2029-02-28')
    expect(monthsBefore('2028-05-31', 3)).toBe('2028-02-29')
  })

  it('counts the months left from the day after the period ends', () => {
    const period = periodFrom('2025-01-01') // ends 2029-12-31
    expect(thresholdDay(period, 12)).toBe('2029-01-01')
    expect(thresholdDay(period, 6)).toBe('2029-07-01')
    expect(thresholdDay(period, 3)).toBe('2029-10-01')
  })

  it('names the latest threshold reached while the period runs', () => {
    const period = periodFrom('2025-01-01')
    expect(dueAdvanceReminder(period, '2028-12-31')).toBeNull()
    expect(dueAdvanceReminder(period, '2029-01-01')).toBe('12m')
    expect(dueAdvanceReminder(period, '2029-06-30')).toBe('12m')
    expect(dueAdvanceReminder(period, '2029-07-01')).toBe('6m')
    expect(dueAdvanceReminder(period, '2029-10-01')).toBe('3m')
    expect(dueAdvanceReminder(period, '2029-12-31')).toBe('3m')
    expect(dueAdvanceReminder(period, '2030-01-01')).toBeNull()
  })

  it('sends the ended reminder from the day after the end for 30 days', () => {
    const period = periodFrom('2025-01-01')
    expect(endedReminderDue(period, '2029-12-31')).toBe(false)
    expect(endedReminderDue(period, '2030-01-01')).toBe(true)
    expect(endedReminderDue(period, '2030-01-30')).toBe(true)
    expect(endedReminderDue(period, '2030-01-31')).toBe(false)
  })
})
