/** Expertise levels per topic (docs/product.md, "Expertise levels"): key and German display name. */
export const EXPERTISE_LEVELS = [
  { key: 'Reader', name: 'Leser', min: 0 },
  { key: 'Proficient', name: 'Kompetent', min: 5 },
  { key: 'Advanced', name: 'Fortgeschritten', min: 15 },
  { key: 'Expert', name: 'Experte', min: 30 },
] as const

export type ExpertiseLevel = (typeof EXPERTISE_LEVELS)[number]['key']

/**
 * Expertise of one topic from its CME credits (Leser < 5 <= Kompetent < 15 <=
 * Fortgeschritten < 30 <= Experte). `progress` is the share (0–1) of the way from this
 * level's threshold to the next one; null for Experte (the top level shows no bar). `toNext` is the
 * credits still missing (null for Experte); `nextLevel` the key of the level after this one.
 */
export function expertiseFor(credits: number): {
  level: ExpertiseLevel
  levelName: string
  progress: number | null
  toNext: number | null
  nextLevel: ExpertiseLevel | null
  nextLevelName: string | null
} {
  const safe = Number.isFinite(credits) && credits > 0 ? credits : 0
  let index = 0
  for (let i = 0; i < EXPERTISE_LEVELS.length; i++) if (safe >= EXPERTISE_LEVELS[i]!.min) index = i
  const current = EXPERTISE_LEVELS[index]!
  const next = EXPERTISE_LEVELS[index + 1]
  if (!next)
    return {
      level: current.key,
      levelName: current.name,
      progress: null,
      toNext: null,
      nextLevel: null,
      nextLevelName: null,
    }
  return {
    level: current.key,
    levelName: current.name,
    progress: (safe - current.min) / (next.min - current.min),
    toNext: next.min - safe,
    nextLevel: next.key,
    nextLevelName: next.name,
  }
}

/** A camel-case topic key as words for display: `restorativeDentistry` -> `Restorative Dentistry` (as the dashboard shows topics). */
export function topicLabel(topic: string): string {
  const words = topic
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
}
