import type { SelectField } from 'payload'

import { DEFAULT_LOCALE, LANGUAGES } from '@/i18n/locales'

/**
 * A select of the 45 journal languages, German by default,
 * labelled 'Sprache': the language mails to a user or subscriber are written in.
 * `overrides` adds or replaces properties (name, required, index, admin description).
 */
export function languageField(overrides: Partial<SelectField> & { name: string }): SelectField {
  return {
    type: 'select',
    defaultValue: DEFAULT_LOCALE,
    options: LANGUAGES.map((l) => ({ label: l.displayName, value: l.code })),
    label: { de: 'Sprache', en: 'Language' },
    ...overrides,
  } as SelectField
}
