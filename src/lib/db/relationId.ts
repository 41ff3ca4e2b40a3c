/** The id of a relationship field's value, populated (`{ id }`) or not (the id itself); null when empty. */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  return value && typeof value === 'object' ? value.id : (value ?? null)
}
