import { formatStudioDate, formatStudioDateTime } from '@/lib/admin/studioDate'

type Props = {
  cellData?: string | null
  field?: { admin?: { date?: { pickerAppearance?: string } } }
}

/**
 * A date column of any studio list, rendered on the server in the editorial office's time
 * zone (`dd.MM.yyyy HH:mm`, Europe/Berlin; `dd.MM.yyyy` for day-only fields), the same text
 * the start page shows for the same moment. Payload's own date cell formats in the
 * browser's time zone, so a list read on a laptop set to UTC said 20:30 where the start page
 * said 21:30. Empty for a missing date.
 */
export function StudioDateCell({ cellData, field }: Props) {
  const dayOnly = field?.admin?.date?.pickerAppearance === 'dayOnly'
  const text = dayOnly ? formatStudioDate(cellData) : formatStudioDateTime(cellData)
  return <span data-studio-date={cellData ?? ''}>{text}</span>
}
