/**
 * The CME topics a quiz can count towards, keyed by the camel-case key stored on the quiz
 * (`quizzes.topic`, the key the doctor's expertise per topic is grouped by) with the name
 * German dentists know it by (the fields of the DGZMK's specialist societies). The studio
 * offers exactly these; a new topic is added here.
 */
export const CME_TOPICS = {
  periodontology: 'Parodontologie',
  cariology: 'Kariologie',
  endodontics: 'Endodontologie',
  restorativeDentistry: 'Restaurative Zahnheilkunde',
  prosthodontics: 'Prothetik',
  implantology: 'Implantologie',
  oralSurgery: 'Oralchirurgie',
  orthodontics: 'Kieferorthopädie',
  pediatricDentistry: 'Kinderzahnheilkunde',
  dentalTrauma: 'Zahntrauma',
  prevention: 'Prävention',
  geriatricDentistry: 'Alterszahnmedizin',
  functionalDiagnostics: 'Funktionsdiagnostik und -therapie',
  oralMedicine: 'Oralmedizin',
  dentalRadiology: 'Zahnärztliche Radiologie',
  aestheticDentistry: 'Ästhetische Zahnmedizin',
  digitalDentistry: 'Digitale Zahnmedizin',
  hygiene: 'Hygiene',
  practiceManagement: 'Praxisführung',
} as const

/** A topic key of CME_TOPICS. */
export type CmeTopic = keyof typeof CME_TOPICS

/** Whether `key` is one of the CME topics. */
export function isCmeTopic(key: string): key is CmeTopic {
  return Object.hasOwn(CME_TOPICS, key)
}

/** The topics as select options, sorted by their German name. */
export const CME_TOPIC_OPTIONS: { label: string; value: CmeTopic }[] = (
  Object.entries(CME_TOPICS) as [CmeTopic, string][]
)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'))
