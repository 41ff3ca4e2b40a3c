'use client'

import { useField } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

/**
 * The question's path and the choice's position from the path of a field inside a choice
 * row: `questions.2.choices.1.isCorrect` -> `{ question: 'questions.2', choice: 1 }`.
 */
export function choicePosition(path: string): { question: string; choice: number } | null {
  const match = /^(.*)\.choices\.(\d+)\.[^.]+$/.exec(path)
  return match ? { question: match[1]!, choice: Number(match[2]) } : null
}

/**
 * "Richtig" beside each answer choice of a quiz question: a radio button per choice, one
 * group per question, that stores the choice's position in the question's `correctIndex`
 * (the number the grading reads, never shown to editors). Marking another choice moves the
 * mark; the first choice is 0 internally, "Antwort 1" to the editor.
 */
export const CorrectChoiceRadio: UIFieldClientComponent = ({ path }) => {
  const position = choicePosition(path ?? '')
  const { value, setValue } = useField<number>({
    path: position ? `${position.question}.correctIndex` : '',
  })
  if (!position) return null
  const id = `correct-${path}`
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 6, paddingTop: 28, minWidth: 110 }}
      data-testid="correct-choice"
    >
      <input
        id={id}
        type="radio"
        name={`${position.question}.correct`}
        checked={value === position.choice}
        onChange={() => setValue(position.choice)}
        style={{ width: 18, height: 18, margin: 0 }}
      />
      <label htmlFor={id} style={{ cursor: 'pointer' }}>
        Richtig
      </label>
    </div>
  )
}
