import { Injectable } from '@nestjs/common';
import type { VisitLoggedEvent } from '@site/contracts';
import { VisitsRepository } from './visits.repository';

/** Visits further in the future than this are clock errors or forgeries. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

@Injectable()
export class VisitsService {
  constructor(private readonly repository: VisitsRepository) {}

  async record(event: VisitLoggedEvent): Promise<void> {
    const receivedAt = new Date(event.received_at);
    let visitedAt = new Date(event.timestamp);
    // The browser's clock is not trusted beyond a small skew; fall back to the gateway's.
    if (visitedAt.getTime() - receivedAt.getTime() > MAX_CLOCK_SKEW_MS) visitedAt = receivedAt;
    await this.repository.insert({
      id: event.id,
      pageUrl: event.page_url,
      referer: event.referer,
      userAgent: event.user_agent,
      visitedAt,
      receivedAt,
    });
  }
}
