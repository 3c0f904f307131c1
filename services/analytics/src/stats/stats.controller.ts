import { Controller } from '@nestjs/common';
import { AnalyticsRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { StatsService } from './stats.service';

type Rpc = typeof AnalyticsRpc;

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Handles(AnalyticsRpc.visitorStatsGet)
  visitorStats(query: RpcPayload<Rpc['visitorStatsGet']>) {
    return this.stats.visitorStats(query);
  }

  @Handles(AnalyticsRpc.visitorTrendList)
  trends(query: RpcPayload<Rpc['visitorTrendList']>) {
    return this.stats.trends(query);
  }

  @Handles(AnalyticsRpc.trafficSourceList)
  trafficSources(query: RpcPayload<Rpc['trafficSourceList']>) {
    return this.stats.trafficSources(query);
  }

  @Handles(AnalyticsRpc.deviceList)
  devices(query: RpcPayload<Rpc['deviceList']>) {
    return this.stats.devices(query);
  }

  @Handles(AnalyticsRpc.topPageList)
  topPages({ limit, ...query }: RpcPayload<Rpc['topPageList']>) {
    return this.stats.topPages(query, limit);
  }

  @Handles(AnalyticsRpc.totalsGet)
  totals() {
    return this.stats.totals();
  }
}
