/**
 * Sample data of the preview screens: shown
 * only on `/preview-dashboard` and `/preview-profile`, labelled as previews, never mixed
 * with real accounts.
 */
export const SAMPLE_DASHBOARD_STATS = {
  cmePoints: 135,
  expertiseLevel: 'Fortgeschritten',
  completedQuizzes: 14,
  totalReadingTime: 23,
  currentStreak: 6,
}

/** Preview expertise: one level per 50 CME points (sample numbers, not the real thresholds). */
export const PREVIEW_POINTS_PER_STEP = 50
export const PREVIEW_LEVELS = ['Leser', 'Kompetent', 'Fortgeschritten', 'Experte'] as const

export const SAMPLE_CME_TESTS = [
  {
    id: 1,
    title: 'Parodontitis und Diabetes mellitus',
    category: 'Deep Research',
    cmePoints: 2,
    difficulty: 'Mittel',
    duration: 15,
    completed: true,
  },
  {
    id: 2,
    title: 'Periimplantitis: Diagnostik und Therapie',
    category: 'Deep Research',
    cmePoints: 2,
    difficulty: 'Schwer',
    duration: 20,
    completed: false,
  },
  {
    id: 3,
    title: 'Kariesrisiko einschätzen',
    category: 'Grundlagen',
    cmePoints: 2,
    difficulty: 'Einfach',
    duration: 10,
    completed: true,
  },
  {
    id: 4,
    title: 'Adhäsivtechnik: Grundlagen',
    category: 'Grundlagen',
    cmePoints: 2,
    difficulty: 'Mittel',
    duration: 15,
    completed: false,
  },
] as const

export const SAMPLE_ACTIVITY = [
  { id: 1, text: 'Quiz „Kariesrisiko einschätzen“ bestanden (+2 CME-Punkte)', when: 'vor 2 Tagen' },
  { id: 2, text: 'Artikel „Cochrane-Review: Interdentalreinigung“ gelesen', when: 'vor 3 Tagen' },
  {
    id: 3,
    text: 'Quiz „Parodontitis und Diabetes mellitus“ bestanden (+2 CME-Punkte)',
    when: 'vor 1 Woche',
  },
] as const

export const SPECIALIZATIONS = [
  'Kieferorthopädie',
  'Parodontologie',
  'Endodontie',
  'Implantologie',
  'Allgemeine Zahnmedizin',
] as const

export const SAMPLE_DOCTOR_PROFILE = {
  firstName: 'Dr. Maria',
  lastName: 'Schneider',
  email: 'maria.schneider@praxis-beispiel.de',
  phone: '+49 30 1234567',
  specialization: 'Parodontologie' as (typeof SPECIALIZATIONS)[number],
  licenseNumber: 'ZA-2014-04711',
  practiceAddress: 'Beispielstraße 12, 10115 Berlin',
  bio: 'Fachzahnärztin für Parodontologie mit Schwerpunkt auf regenerativer Therapie.',
  cmePoints: 135,
  expertiseLevel: 'Fortgeschritten',
  badges: ['Verifiziert', 'Top-Leserin', 'Parodontologie-Expertin'],
}
