'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { MASK_PREFIX } from '@/lib/crypto/mask'

/** What the server says about the field's environment variable (`admin.custom`). */
type EnvInfo = { envVar?: string; envSet?: boolean }

/**
 * Studio input of a secret setting (an API key). The server only ever sends the mask
 * (`••••` + last 4 characters), so the field says what is stored — "Gesetzt (endet auf
 * …1234)" or "Nicht gesetzt" — and whether an environment variable overrides it, shows
 * its help text, and offers a password input for a new key and a button to remove it.
 * Leaving the input empty keeps the stored key.
 */
export const SecretInput: TextFieldClientComponent = ({ field, path: pathProp }) => {
  const path = pathProp ?? field.name
  const { value, initialValue, setValue, showError, errorMessage } = useField<string>({ path })
  const env = (field.admin?.custom ?? {}) as EnvInfo
  const stored =
    typeof initialValue === 'string' && initialValue.startsWith(MASK_PREFIX)
      ? initialValue.slice(MASK_PREFIX.length)
      : null
  const changed = (value ?? '') !== (initialValue ?? '')
  const typed = changed && value ? value : ''
  const state = !changed
    ? stored
      ? `Gesetzt (endet auf …${stored})`
      : 'Nicht gesetzt'
    : value
      ? 'Neuer Schlüssel – wird beim Speichern übernommen'
      : 'Wird beim Speichern entfernt'

  return (
    <div
      className={`field-type text${showError ? 'error' : ''}`}
      data-testid={`secret-${field.name}`}
      style={{ marginBottom: 24 }}
    >
      <FieldLabel label={field.label} path={path} />
      <p data-testid="secret-state" style={{ margin: '4px 0 8px', fontWeight: 600 }}>
        {state}
      </p>
      {env.envVar ? (
        <p data-testid="secret-env" style={{ margin: '0 0 8px' }}>
          {env.envSet
            ? `Die Umgebungsvariable ${env.envVar} ist gesetzt und hat Vorrang: dieser Wert wird nicht verwendet.`
            : `Umgebungsvariable ${env.envVar}: nicht gesetzt (sie hätte Vorrang).`}
        </p>
      ) : null}
      <FieldError path={path} message={errorMessage} showError={showError} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          id={`field-${path.replace(/\./g, '__')}`}
          type="password"
          autoComplete="off"
          value={typed}
          placeholder={
            stored ? 'Neuen Schlüssel eingeben, um ihn zu ersetzen' : 'Schlüssel eingeben'
          }
          onChange={(e) => setValue(e.target.value === '' ? initialValue : e.target.value)}
          style={{ flex: 1 }}
        />
        {stored && !changed ? (
          <button type="button" className="btn--style-secondary" onClick={() => setValue('')}>
            Entfernen
          </button>
        ) : null}
        {changed ? (
          <button
            type="button"
            className="btn--style-secondary"
            onClick={() => setValue(initialValue)}
          >
            Rückgängig
          </button>
        ) : null}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
