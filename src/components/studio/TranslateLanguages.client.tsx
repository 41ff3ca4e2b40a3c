'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { LANGUAGES } from '@/i18n/locales'

/** The languages an article can be translated into: every language but German. */
export const TRANSLATION_TARGETS = LANGUAGES.filter((l) => l.code !== 'de')

type Props = {
  /** Called with the chosen language codes; resolves when the jobs are queued. */
  onSubmit: (locales: string[]) => Promise<void>
  busy: boolean
  /** The button's text for `count` chosen languages (default "In 3 Sprachen übersetzen"). */
  actionLabel?: (count: number) => string
}

const translateLabel = (count: number) =>
  `In ${count} ${count === 1 ? 'Sprache' : 'Sprachen'} übersetzen`

/**
 * Which languages to translate into: a checkbox per language (none chosen at first),
 * "Alle" and "Keine". Translating into all 44 languages costs provider quota, so choosing
 * all asks for an explicit confirmation (a second checkbox) before the button works.
 */
export function TranslateLanguages({ onSubmit, busy, actionLabel = translateLabel }: Props) {
  const id = useId()
  const [chosen, setChosen] = useState<Set<string>>(() => new Set())
  const [confirmedAll, setConfirmedAll] = useState(false)
  const all = chosen.size === TRANSLATION_TARGETS.length
  const toggle = (code: string) =>
    setChosen((prev) => {
      const next = new Set(prev)
      if (next.has(code)) next.delete(code)
      else next.add(code)
      return next
    })
  const ready = chosen.size > 0 && (!all || confirmedAll) && !busy

  return (
    <div data-testid="translate-languages" style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          className="btn--style-secondary"
          onClick={() => setChosen(new Set(TRANSLATION_TARGETS.map((l) => l.code)))}
        >
          Alle
        </button>
        <button
          type="button"
          className="btn--style-secondary"
          onClick={() => {
            setChosen(new Set())
            setConfirmedAll(false)
          }}
        >
          Keine
        </button>
        <span>
          {chosen.size} von {TRANSLATION_TARGETS.length} Sprachen gewählt
        </span>
      </div>
      <fieldset
        style={{
          border: 0,
          padding: 0,
          margin: 0,
          maxHeight: 240,
          overflowY: 'auto',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: '2px 12px',
        }}
      >
        <legend className="sr-only">Zielsprachen</legend>
        {TRANSLATION_TARGETS.map((l) => (
          <label key={l.code} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <input type="checkbox" checked={chosen.has(l.code)} onChange={() => toggle(l.code)} />
            {l.displayName} ({l.code})
          </label>
        ))}
      </fieldset>
      {all && (
        <label htmlFor={`${id}-all`} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <input
            id={`${id}-all`}
            type="checkbox"
            checked={confirmedAll}
            onChange={(e) => setConfirmedAll(e.target.checked)}
          />
          Ja, in alle {TRANSLATION_TARGETS.length} Sprachen übersetzen (verbraucht
          Übersetzungskontingent).
        </label>
      )}
      <div>
        <Button
          buttonStyle="primary"
          size="small"
          margin={false}
          disabled={!ready}
          onClick={() => void onSubmit([...chosen])}
        >
          {busy ? 'Wird gestartet…' : chosen.size ? actionLabel(chosen.size) : 'Sprachen wählen'}
        </Button>
      </div>
    </div>
  )
}
