import type { Result } from 'lighthouse'

/**
 * The race that decides a reading page's simulated LCP, read from one Lighthouse run
 * (docs/performance.md, "How Lighthouse charges the scripts to the LCP").
 *
 * Lighthouse loads the page once at full speed and then replays, on a slow phone, every
 * request that had finished before the LCP element was painted in that fast load. Script
 * evaluations shorter than 10 ms are dropped from its graph, so it cannot tell that a
 * script ran after the paint: a script whose download had finished by then is charged to
 * the LCP in full, on the simulated 4G link. How many of the page's scripts had finished
 * before the paint is therefore what the simulated LCP mostly depends on.
 */
export type LcpRace = {
  /** When the LCP element was painted in the fast load, milliseconds after navigation. */
  observedLcpMs: number
  /** Script requests that had finished by then. */
  scriptsDone: number
  /** Script requests of the page in all (those started before the load event). */
  scripts: number
}

type NetworkItem = { resourceType?: string; networkEndTime?: number }
type NetworkDetails = { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
type MetricsItem = {
  observedLargestContentfulPaint?: number
  observedLoad?: number
  observedTimeOriginTs?: number
}

/**
 * The race of one run: the observed LCP (Lighthouse's `metrics` audit, milliseconds after
 * the navigation's time origin) against the end times of the script requests (its
 * `network-requests` audit, milliseconds after the first request, moved onto the same
 * origin by the two audits' timestamps in microseconds). Scripts requested after the load
 * event (prefetches) are left out. Returns null when the run has no observed LCP.
 */
export function lcpRace(lhr: Pick<Result, 'audits'>): LcpRace | null {
  const metrics = (lhr.audits.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0]
  const observedLcpMs = metrics?.observedLargestContentfulPaint
  if (observedLcpMs === undefined) return null
  const load = metrics?.observedLoad ?? Infinity
  const network = lhr.audits['network-requests']?.details as NetworkDetails | undefined
  const firstRequestTs = network?.debugData?.networkStartTimeTs
  const shiftMs =
    firstRequestTs !== undefined && metrics?.observedTimeOriginTs !== undefined
      ? (firstRequestTs - metrics.observedTimeOriginTs) / 1000
      : 0
  const ends = (network?.items ?? [])
    .filter((i) => i.resourceType === 'Script' && i.networkEndTime !== undefined)
    .map((i) => i.networkEndTime! + shiftMs)
    .filter((end) => end <= load)
  return {
    observedLcpMs,
    scriptsDone: ends.filter((end) => end <= observedLcpMs).length,
    scripts: ends.length,
  }
}

/** `157 ms 9/14`: the race of one run for a bench line. */
export function formatRace(race: LcpRace | null): string {
  return race ? `${Math.round(race.observedLcpMs)} ms ${race.scriptsDone}/${race.scripts}` : '-'
}
