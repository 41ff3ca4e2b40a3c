import type { CollectionConfig, Validate } from 'payload'

import { isCmeTopic } from '@/lib/cme/topics'

import { isStaff } from './access'
import { removeOpenAttempts } from './hooks/quizRecords'

/** One of the CME topics (`src/lib/cme/topics.ts`); an unchanged older key is kept. */
const cmeTopic: Validate<string> = (value, { previousValue }) =>
  !value || isCmeTopic(value) || value === previousValue
    ? true
    : 'Bitte wählen Sie ein Thema aus der Liste.'

/** The marked choice exists in this question. */
const markedChoice: Validate<number> = (value, { siblingData }) => {
  const choices = (siblingData as { choices?: unknown[] } | undefined)?.choices ?? []
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < choices.length
    ? true
    : 'Bitte markieren Sie die richtige Antwort („Richtig“ neben der Antwortmöglichkeit).'
}

/**
 * CME quizzes, one per article, edited in the studio. Only staff read them
 * through Payload's API: the correct answers and explanations never leave the server
 * except through `/api/articles/{id}/quiz-attempt` after a passed attempt. Each attempt
 * draws `questionsPerAttempt` questions (all when empty) from the pool, shuffled.
 *
 * Questions, choices and explanations are localized; the question and choice rows and
 * `correctIndex` are shared by every language, so choice i means the same in each
 * language and an answer is graded the same whatever language the quiz was shown in.
 */
export const Quizzes: CollectionConfig = {
  slug: 'quizzes',
  labels: {
    singular: { de: 'CME-Quiz', en: 'CME quiz' },
    plural: { de: 'CME-Quizze', en: 'CME quizzes' },
  },
  admin: {
    useAsTitle: 'articleTitle',
    defaultColumns: ['article', 'topic', 'cmeCredits'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeDelete: [removeOpenAttempts] },
  fields: [
    {
      name: 'article',
      label: { de: 'Artikel', en: 'Article' },
      type: 'relationship',
      relationTo: 'articles',
      required: true,
      unique: true,
      index: true,
    },
    // The studio's title: the article's title in the language being edited, read through the
    // relationship on every read (no column, never out of date).
    {
      name: 'articleTitle',
      label: { de: 'Artikeltitel', en: 'Article title' },
      type: 'text',
      virtual: 'article.title',
      admin: { hidden: true },
    },
    {
      name: 'topic',
      label: { de: 'Thema', en: 'Topic' },
      type: 'text',
      required: true,
      index: true,
      validate: cmeTopic,
      // Stored as the camel-case key; chosen by its German name.
      admin: { components: { Field: '/components/studio/CmeTopicSelect.client#CmeTopicSelect' } },
    },
    {
      name: 'cmeCredits',
      label: { de: 'CME-Punkte', en: 'CME credits' },
      type: 'number',
      defaultValue: 2,
      min: 0,
      max: 10,
      admin: { description: 'CME-Punkte bei Bestehen (BZÄK/DGZMK: bis 2 Punkte je 45 Minuten)' },
    },
    {
      name: 'durationMinutes',
      label: { de: 'Dauer der Lerneinheit (Minuten)', en: 'Learning unit (minutes)' },
      type: 'number',
      defaultValue: 45,
      min: 1,
      max: 600,
      admin: {
        description:
          'Steht auf dem Zertifikat (die KZV verlangt die Dauer der Lerneinheit, nicht die Bearbeitungszeit)',
      },
    },
    {
      name: 'estimatedMinutes',
      label: { de: 'Geschätzte Dauer (Minuten)', en: 'Estimated minutes' },
      type: 'number',
      defaultValue: 15,
      min: 1,
    },
    {
      name: 'questionsPerAttempt',
      label: { de: 'Fragen pro Versuch', en: 'Questions per attempt' },
      type: 'number',
      min: 1,
      admin: { description: 'Leer: alle Fragen in jedem Versuch' },
    },
    {
      name: 'questions',
      label: { de: 'Fragen', en: 'Questions' },
      type: 'array',
      minRows: 1,
      required: true,
      labels: {
        singular: { de: 'Frage', en: 'Question' },
        plural: { de: 'Fragen', en: 'Questions' },
      },
      fields: [
        {
          name: 'questionMd',
          type: 'textarea',
          required: true,
          localized: true,
          label: { de: 'Frage (Markdown)', en: 'Question (Markdown)' },
        },
        {
          name: 'choices',
          label: { de: 'Antwortmöglichkeiten', en: 'Choices' },
          type: 'array',
          minRows: 2,
          maxRows: 6,
          required: true,
          // Payload's button reads "{singular} hinzufügen".
          labels: {
            singular: { de: 'Antwortmöglichkeit', en: 'Choice' },
            plural: { de: 'Antwortmöglichkeiten', en: 'Choices' },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'text',
                  label: { de: 'Text', en: 'Text' },
                  type: 'text',
                  required: true,
                  localized: true,
                },
                // The correct answer is marked beside its choice; the mark is stored in
                // the question's correctIndex.
                {
                  name: 'isCorrect',
                  type: 'ui',
                  label: { de: 'Richtig', en: 'Correct' },
                  admin: {
                    components: {
                      Field: '/components/studio/CorrectChoiceRadio.client#CorrectChoiceRadio',
                    },
                  },
                },
              ],
            },
          ],
        },
        {
          name: 'correctIndex',
          label: { de: 'Richtige Antwort', en: 'Correct answer' },
          type: 'number',
          required: true,
          min: 0,
          max: 5,
          validate: markedChoice,
          admin: { hidden: true },
        },
        {
          name: 'explanation',
          label: { de: 'Erklärung', en: 'Explanation' },
          type: 'textarea',
          localized: true,
        },
      ],
    },
  ],
}
