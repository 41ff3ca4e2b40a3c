'use client'

import { SelectInput, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { CME_TOPIC_OPTIONS, CME_TOPICS } from '@/lib/cme/topics'

/**
 * The quiz's "Thema": a choice among the CME topics by their German names
 * (`src/lib/cme/topics.ts`); the camel-case key is what is stored. A key saved before the
 * list existed is offered as itself so the quiz still opens unchanged.
 */
export const CmeTopicSelect: TextFieldClientComponent = ({ field, path: pathProp }) => {
  const path = pathProp ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const options =
    value && !Object.hasOwn(CME_TOPICS, value)
      ? [...CME_TOPIC_OPTIONS, { label: value, value }]
      : CME_TOPIC_OPTIONS
  return (
    <div data-testid="cme-topic" style={{ marginBottom: 24 }}>
      <SelectInput
        path={path}
        name={field.name}
        label={field.label}
        required={field.required}
        description={field.admin?.description}
        options={options}
        value={value ?? ''}
        showError={showError}
        Error={showError && errorMessage ? <p role="alert">{errorMessage}</p> : undefined}
        placeholder="Thema wählen"
        isClearable={false}
        onChange={(option) => {
          const chosen = Array.isArray(option) ? option[0] : option
          setValue(typeof chosen?.value === 'string' ? chosen.value : '')
        }}
      />
    </div>
  )
}
