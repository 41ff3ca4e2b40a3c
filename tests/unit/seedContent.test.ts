import { describe, expect, it } from 'vitest'

import { countWords } from '@/lib/articles/readingTime'
import { DOCTOR_CATEGORIES, PATIENT_CATEGORIES } from '@/lib/categories/defaults'

import { loadSeedArticles, loadSeedPages } from '../../scripts/seed/content'
import { loadSeedQuizzes } from '../../scripts/seed/quizzes'

const articles = loadSeedArticles()
const doctor = articles.filter((a) => a.audience === 'doctor')
const patient = articles.filter((a) => a.audience === 'patient')

describe('demo content (foundation issue: realistic German articles)', () => {
  it('has at least 16 doctor articles across the four doctor categories', () => {
    expect(doctor.length).toBeGreaterThanOrEqual(16)
    expect(new Set(doctor.map((a) => a.category))).toEqual(
      new Set(DOCTOR_CATEGORIES.map((c) => c.slugEn)),
    )
  })
  it('has at least 8 plain-language patient articles across the patient categories', () => {
    expect(patient.length).toBeGreaterThanOrEqual(8)
    const patientSlugs = new Set(PATIENT_CATEGORIES.map((c) => c.slugEn))
    expect(patient.every((a) => patientSlugs.has(a.category))).toBe(true)
  })
  it('gives every article 600 to 1,200 words of body, an abstract and at least one reference', () => {
    for (const a of articles) {
      const words = countWords(a.body)
      expect(words, a.slug).toBeGreaterThanOrEqual(600)
      expect(words, a.slug).toBeLessThanOrEqual(1200)
      expect(a.abstract.length, a.slug).toBeGreaterThan(50)
      expect(a.references.length, a.slug).toBeGreaterThan(0)
    }
  })
  it('has unique slugs, some featured, some trending and at least one video', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length)
    expect(articles.some((a) => a.featured)).toBe(true)
    expect(articles.some((a) => a.trending)).toBe(true)
    expect(articles.some((a) => a.hasVideo && a.videoUrl)).toBe(true)
  })
  it('never marks a patient article premium', () => {
    expect(patient.every((a) => !a.isPremium)).toBe(true)
  })
  it('has the four static pages', () => {
    expect(
      loadSeedPages()
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['about', 'imprint', 'privacy', 'terms'])
  })
  it('has every static page in German and English with the same sections, placeholders and contacts', () => {
    // what a translation must carry over unchanged: number of sections and list items,
    // the count of [placeholders], e-mail addresses, amounts and article numbers
    const shape = (body: string) => ({
      headings: body.match(/^## /gm)?.length ?? 0,
      listItems: body.match(/^- /gm)?.length ?? 0,
      placeholders: body.match(/\[[^\]]+\]/g)?.length ?? 0,
      emails: body.match(/[\w.-]+@[\w.-]+\.example/g) ?? [],
      numbers: body.match(/\b\d+\b/g)?.sort() ?? [],
    })
    for (const page of loadSeedPages()) {
      const { de, en } = page.translations
      expect(de.title, page.slug).not.toBe(en.title)
      expect(de.body, page.slug).not.toBe(en.body)
      expect(shape(de.body), page.slug).toEqual(shape(en.body))
    }
  })
})

describe('demo CME quizzes (5 questions for every doctor article)', () => {
  it('has a valid 5-question quiz for each doctor article, with varied answer positions', () => {
    const quizzes = loadSeedQuizzes()
    const doctorSlugs = loadSeedArticles()
      .filter((a) => a.audience === 'doctor')
      .map((a) => a.slug)
      .sort()
    expect(quizzes.map((q) => q.articleSlug).sort()).toEqual(doctorSlugs)
    for (const quiz of quizzes) {
      expect(quiz.questions, quiz.articleSlug).toHaveLength(5)
      expect(
        new Set(quiz.questions.map((q) => q.correctIndex)).size,
        quiz.articleSlug,
      ).toBeGreaterThan(1)
    }
  })
})
