import type { DeviceType, Locale } from '@site/contracts';
import type { SourceOf } from './traffic-source';

/** A visit ready to store: the event plus what was worked out from it. The address is not kept. */
export interface EnrichedVisit {
  id: string;
  pageUrl: string;
  pagePath: string;
  /** The language of the page, from its path. */
  locale: Locale;
  referer: string | null;
  userAgent: string | null;
  host: string | null;
  visitedAt: Date;
  receivedAt: Date;
  /** Calendar day of the visit in the site's time zone. */
  day: string;
  source: SourceOf['source'];
  sourceName: string;
  device: DeviceType;
  browser: string;
  os: string;
  isBot: boolean;
  /** Salted daily hash of address + agent; null for bots and for visits whose day's salt is gone. */
  visitorHash: Buffer | null;
}

/** Every key but `days`' starts with the day (or month) and the language. */
export interface RollupDeltas {
  /** day → visits (people) and bot visits */
  days: Map<string, { visits: number; bots: number }>;
  /** (day, language) → visits (people) and bot visits */
  localeDays: Map<string, { visits: number; bots: number }>;
  /** (day, language, path) → views */
  pages: Map<string, number>;
  /** (first day of the month, language, path) → views */
  monthlyPages: Map<string, number>;
  sources: Map<string, number>;
  devices: Map<string, number>;
  /** (day, language, hash) of people, for the unique counts of the site and of each language. */
  visitors: { day: string; locale: Locale; hash: Buffer }[];
}

const KEY_SEPARATOR = '\u0000';
export const joinKey = (...parts: string[]) => parts.join(KEY_SEPARATOR);
export const splitKey = (key: string) => key.split(KEY_SEPARATOR);

/** The first day of a day's month: '2026-11-21' → '2026-11-01'. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** What newly stored visits add to each rollup. Bots count only as bot visits. */
export function rollupDeltas(visits: readonly EnrichedVisit[]): RollupDeltas {
  const deltas: RollupDeltas = {
    days: new Map(),
    localeDays: new Map(),
    pages: new Map(),
    monthlyPages: new Map(),
    sources: new Map(),
    devices: new Map(),
    visitors: [],
  };
  const totalsOf = (map: RollupDeltas['days'], key: string) => {
    const totals = map.get(key) ?? { visits: 0, bots: 0 };
    map.set(key, totals);
    return totals;
  };
  for (const visit of visits) {
    const { day: d, locale } = visit;
    const totals = [totalsOf(deltas.days, d), totalsOf(deltas.localeDays, joinKey(d, locale))];
    if (visit.isBot) {
      for (const t of totals) t.bots += 1;
      continue;
    }
    for (const t of totals) t.visits += 1;
    bump(deltas.pages, joinKey(d, locale, visit.pagePath));
    bump(deltas.monthlyPages, joinKey(monthOf(d), locale, visit.pagePath));
    bump(deltas.sources, joinKey(d, locale, visit.source, visit.sourceName));
    bump(deltas.devices, joinKey(d, locale, visit.device));
    if (visit.visitorHash) deltas.visitors.push({ day: d, locale, hash: visit.visitorHash });
  }
  return deltas;
}
