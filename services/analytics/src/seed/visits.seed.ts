import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import type { EnrichedVisit } from '../ingest/enriched-visit';
import { VisitIngestService } from '../ingest/visit-ingest.service';
import { VisitsRepository } from '../ingest/visits.repository';

const BATCH = 1000;

/**
 * A year of demo visits for `npm start`, only into an empty log. They go through the same
 * enrichment and writer as live visits; only the visitor hashes are made up (past days have no salt).
 */
@Injectable()
export class VisitsSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(VisitsSeed.name);

  constructor(
    private readonly ingest: VisitIngestService,
    private readonly visits: VisitsRepository,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO || !(await this.visits.isEmpty())) return;
    // Demo content is loaded only here, never on a production path.
    const { demoVisits } = await import('@site/demo');
    const now = new Date();
    let batch: EnrichedVisit[] = [];
    let written = 0;
    for (const { event, visitor } of demoVisits(now)) {
      const visit = await this.ingest.enrich(event, now, false);
      if (!visit.isBot) {
        visit.visitorHash = createHash('sha256').update(`${visit.day}/${visitor}`).digest().subarray(0, 16);
      }
      batch.push(visit);
      if (batch.length === BATCH) {
        written += await this.visits.write(batch);
        batch = [];
      }
    }
    written += await this.visits.write(batch);
    this.logger.log(`demo visits seeded: ${written}`);
  }
}
