import type { DateField } from 'payload'

import { STUDIO_DATE_CELL } from '@/lib/admin/studioTimestamps'

/** How the studio shows a day: `31.12.2027` (date-fns pattern). */
export const GERMAN_DATE_FORMAT = 'dd.MM.yyyy'
/** How the studio shows a moment: `31.12.2027 14:30` (24-hour clock). */
export const GERMAN_DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm'
/** The times in the picker's list: `14:30`. */
export const GERMAN_TIME_FORMAT = 'HH:mm'

/**
 * What an editor may type. The date picker tries every pattern and keeps a match; the first
 * pattern is also what it shows. Days and hours may have one or two digits (`1.3.2027`,
 * `01.03.2027 9:05`); years have four (`31.12.27` is ambiguous and not taken, the field
 * then keeps its previous value). Years before 1800 count as unfinished typing.
 */
const TYPED_DATE_TIME = [
  GERMAN_DATE_TIME_FORMAT,
  'd.M.yyyy H:mm',
  'dd.M.yyyy H:mm',
  'd.M.yyyy',
  'dd.M.yyyy',
]
const TYPED_DATE = [GERMAN_DATE_FORMAT, 'd.M.yyyy']

type DateAdmin = NonNullable<NonNullable<DateField['admin']>['date']>

/**
 * The picker settings of a German date field: display and typing in `dd.MM.yyyy`, with
 * `HH:mm` when `time` is true (default). Payload's own defaults are US formats
 * (`MMM d, yyy h:mm a`), in which a typed `31.12.2027` is not a date at all.
 */
export function germanDatePicker({ time = true }: { time?: boolean } = {}): DateAdmin {
  return time
    ? {
        pickerAppearance: 'dayAndTime',
        displayFormat: GERMAN_DATE_TIME_FORMAT,
        timeFormat: GERMAN_TIME_FORMAT,
        overrides: { dateFormat: TYPED_DATE_TIME },
      }
    : {
        pickerAppearance: 'dayOnly',
        displayFormat: GERMAN_DATE_FORMAT,
        overrides: { dateFormat: TYPED_DATE },
      }
}

/**
 * A date field for every collection of the studio: `field` plus the German picker
 * (`germanDatePicker`), a placeholder that shows the expected input and a list cell in
 * German time. Settings in
 * `field.admin.date` win over the German ones.
 */
export function germanDateField(
  field: Omit<DateField, 'type'>,
  { time = true }: { time?: boolean } = {},
): DateField {
  return {
    ...field,
    type: 'date',
    admin: {
      placeholder: time ? 'TT.MM.JJJJ hh:mm' : 'TT.MM.JJJJ',
      ...field.admin,
      // list columns in German time, like the start page (src/components/studio/StudioDateCell.tsx)
      components: { Cell: STUDIO_DATE_CELL, ...field.admin?.components },
      date: { ...germanDatePicker({ time }), ...field.admin?.date } as DateAdmin,
    },
  } as DateField
}
