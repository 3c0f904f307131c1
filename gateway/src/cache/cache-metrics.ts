import { Counter } from 'prom-client';
import { gaugeOf, metricsRegistry } from '@site/service-kit/dist/client';
import type { ReadCache } from './read-cache';

export const cacheLookups = new Counter({
  name: 'site_cache_lookups_total',
  help: 'Cacheable public reads, by how they were answered: hit, miss or stale',
  labelNames: ['result'],
  registers: [metricsRegistry],
});

/** The cache's size, read at each scrape. */
export function cacheSizeGauges(cache: ReadCache): void {
  gaugeOf('site_cache_entries', 'Answers held by the read cache', [], () => [
    { labels: {}, value: cache.size.entries },
  ]);
  gaugeOf('site_cache_bytes', 'Bytes held by the read cache', [], () => [{ labels: {}, value: cache.size.bytes }]);
}
