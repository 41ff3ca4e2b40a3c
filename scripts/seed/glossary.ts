import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/** Demo glossary (German term -> English), fixed terminology for machine translations. */
export const DEMO_GLOSSARY: ReadonlyArray<{ term: string; en: string; note?: string }> = [
  { term: 'Parodontitis', en: 'periodontitis' },
  { term: 'Karies', en: 'caries' },
  { term: 'Zahnstein', en: 'dental calculus' },
  { term: 'Wurzelkanalbehandlung', en: 'root canal treatment' },
  { term: 'Kieferorthopädie', en: 'orthodontics' },
  { term: 'Zahnfleisch', en: 'gingiva', note: 'Fachsprache; in Patientenartikeln ggf. "gums"' },
  { term: 'Prophylaxe', en: 'prophylaxis' },
  { term: 'Periimplantitis', en: 'peri-implantitis' },
]

/** Writes the demo glossary (German term, English translation). */
export async function seedGlossary(
  payload: Payload,
  context: Record<string, unknown>,
): Promise<number> {
  for (const entry of DEMO_GLOSSARY) {
    const doc = await payload.create({
      collection: 'glossary-terms',
      locale: 'de',
      context,
      data: { term: entry.term, note: entry.note },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
    await payload.update({
      collection: 'glossary-terms',
      id: doc.id,
      locale: 'en',
      context,
      data: { translation: entry.en },
      ...asServer('Seed: the server writes the demo content as itself.'),
    })
  }
  return DEMO_GLOSSARY.length
}
