import { startHttpStandIn, type StandInRequest } from './httpStandIn'

/** Target languages the stand-in offers (DeepL's codes); tests may pass fewer. */
export const DEEPL_TARGETS = [
  'BG',
  'CS',
  'DA',
  'DE',
  'EL',
  'EN-GB',
  'EN-US',
  'ES',
  'ET',
  'FI',
  'FR',
  'HU',
  'ID',
  'IT',
  'JA',
  'KO',
  'LT',
  'LV',
  'NB',
  'NL',
  'PL',
  'PT-BR',
  'PT-PT',
  'RO',
  'RU',
  'SK',
  'SL',
  'SV',
  'TR',
  'UK',
  'ZH-HANS',
]

const params = (r: StandInRequest) =>
  r.headers['content-type']?.includes('json')
    ? new URLSearchParams(Object.entries(JSON.parse(r.body) as Record<string, string>))
    : new URLSearchParams(r.body)

/**
 * The marked translation the stand-in returns: `[<target>] <text>` with glossary terms
 * replaced, so tests can see which text went where and that `<x>` tags survived.
 */
export function deeplStandInTranslation(
  text: string,
  target: string,
  glossary: Record<string, string> = {},
): string {
  let out = text
  for (const [term, translation] of Object.entries(glossary))
    out = out.split(term).join(translation)
  return `[${target.toLowerCase()}] ${out}`
}

/**
 * A local stand-in for DeepL's API v2 (languages, glossary language pairs, glossaries,
 * translate) for the real `deepl-node` client (`DEEPL_SERVER_URL`).
 */
export async function startDeeplStandIn(targets: readonly string[] = DEEPL_TARGETS) {
  const glossaries: Array<{
    glossary_id: string
    name: string
    source_lang: string
    target_lang: string
    entries: Record<string, string>
  }> = []
  const info = (g: (typeof glossaries)[number]) => ({
    glossary_id: g.glossary_id,
    name: g.name,
    ready: true,
    source_lang: g.source_lang,
    target_lang: g.target_lang,
    creation_time: '2026-11-21T00:00:00Z',
    entry_count: Object.keys(g.entries).length,
  })
  const standIn = await startHttpStandIn({
    'GET /v2/languages': () => ({
      json: targets.map((language) => ({ language, name: language, supports_formality: false })),
    }),
    'GET /v2/glossary-language-pairs': () => ({
      json: {
        supported_languages: ['en', 'fr', 'ja', 'es', 'it'].map((t) => ({
          source_lang: 'de',
          target_lang: t,
        })),
      },
    }),
    'GET /v2/usage': () => ({ json: { character_count: 12345, character_limit: 500000 } }),
    'GET /v2/glossaries': () => ({ json: { glossaries: glossaries.map(info) } }),
    'POST /v2/glossaries': (r) => {
      const p = params(r)
      const entries = Object.fromEntries(
        (p.get('entries') ?? '')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string]),
      )
      const g = {
        glossary_id: `g-${glossaries.length + 1}`,
        name: p.get('name') ?? '',
        source_lang: p.get('source_lang') ?? '',
        target_lang: p.get('target_lang') ?? '',
        entries,
      }
      glossaries.push(g)
      return { status: 201, json: info(g) }
    },
    'POST /v2/translate': (r) => {
      const p = params(r)
      const target = p.get('target_lang') ?? ''
      const glossary = glossaries.find((g) => g.glossary_id === p.get('glossary_id'))?.entries
      return {
        json: {
          translations: p.getAll('text').map((text) => ({
            detected_source_language: 'DE',
            text: deeplStandInTranslation(text, target, glossary),
          })),
        },
      }
    },
  })
  return { ...standIn, glossaries }
}
