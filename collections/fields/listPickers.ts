import type { Field } from 'payload'

/**
 * The field (and every field inside it) left out of the list view's column and filter
 * pickers: technical or derived fields ("aimeta.txt", "Literatur > ID") that editors do
 * not sort or filter by. The field itself is unchanged in the edit view and the API.
 */
export function notInListPickers<T extends Field>(field: T): T {
  const hidden = {
    ...field,
    admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
  } as T
  if ('fields' in hidden && Array.isArray(hidden.fields))
    (hidden as { fields: Field[] }).fields = hidden.fields.map(notInListPickers)
  if ('tabs' in hidden && Array.isArray(hidden.tabs))
    (hidden as unknown as { tabs: { fields: Field[] }[] }).tabs = hidden.tabs.map((tab) => ({
      ...tab,
      fields: tab.fields.map(notInListPickers),
    }))
  return hidden
}
