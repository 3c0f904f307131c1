import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { analyticsPeriodQuerySchema, Patterns, topPagesQuerySchema } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import type { z } from 'zod';
import { StatsService } from './stats.service';

type PeriodMessage = z.infer<typeof analyticsPeriodQuerySchema>;
type TopPagesMessage = z.infer<typeof topPagesQuerySchema>;

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @MessagePattern(Patterns.analytics.visitorStatsGet)
  visitorStats(@Payload(new ZodPayloadPipe(analyticsPeriodQuerySchema)) m: PeriodMessage) {
    return this.stats.visitorStats(m.days);
  }

  @MessagePattern(Patterns.analytics.visitorTrendsList)
  trends(@Payload(new ZodPayloadPipe(analyticsPeriodQuerySchema)) m: PeriodMessage) {
    return this.stats.trends(m.days);
  }

  @MessagePattern(Patterns.analytics.trafficSourcesList)
  trafficSources(@Payload(new ZodPayloadPipe(analyticsPeriodQuerySchema)) m: PeriodMessage) {
    return this.stats.trafficSources(m.days);
  }

  @MessagePattern(Patterns.analytics.devicesList)
  devices(@Payload(new ZodPayloadPipe(analyticsPeriodQuerySchema)) m: PeriodMessage) {
    return this.stats.devices(m.days);
  }

  @MessagePattern(Patterns.analytics.topPagesList)
  topPages(@Payload(new ZodPayloadPipe(topPagesQuerySchema)) m: TopPagesMessage) {
    return this.stats.topPages(m.days, m.limit);
  }

  @MessagePattern(Patterns.analytics.totalsGet)
  totals() {
    return this.stats.totals();
  }
}
